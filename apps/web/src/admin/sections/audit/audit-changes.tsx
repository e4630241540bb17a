import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAuditEntry } from '@scena/shared/audit/audit-log';
import { formatDateTime } from '@/lib/format';
import { changedFieldNames, extraDetails, fieldLabel, shownValue, type ValueContext } from './audit-values';
import styles from './audit.module.css';
import './i18n';

function Value({ field, value, context }: { field: string; value: unknown; context: ValueContext }) {
  const { t, i18n } = useTranslation();
  const shown = shownValue(field, value, t, i18n.language === 'en' ? 'en' : 'pl', context);
  return <span className={shown.block ? styles.lines : styles.value}>{shown.text}</span>;
}

/** An expanded row: each changed field before and after, then whatever else the row keeps, all in words. */
export function AuditChanges({ entry, actionLabel }: { entry: TAuditEntry; actionLabel: string }) {
  const { t } = useTranslation();
  const fields = changedFieldNames(entry);
  const details = extraDetails(entry);
  const context = { entity: entry.entity };
  const detailRows: Array<[string, unknown]> =
    details === null
      ? []
      : typeof details === 'object' && !Array.isArray(details)
        ? Object.entries(details)
        : [['', details]];
  return (
    <div>
      {fields.length > 0 && (
        <table className={styles.changes}>
          <caption>
            {t('admin.audit.changesCaption', { action: actionLabel, when: formatDateTime(entry.at) })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.fieldColumn}>
                {t('admin.audit.field')}
              </th>
              <th scope="col">{t('admin.audit.before')}</th>
              <th scope="col">{t('admin.audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field}>
                <th scope="row">{fieldLabel(field, t)}</th>
                <td>
                  <Value field={field} value={entry.before?.[field]} context={context} />
                </td>
                <td>
                  <Value field={field} value={entry.after?.[field]} context={context} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {detailRows.length > 0 && (
        <table className={`${styles.changes} ${styles.details}`}>
          <caption>{t('admin.audit.details')}</caption>
          <tbody>
            {detailRows.map(([field, value]) => (
              <tr key={field}>
                <th scope="row" className={styles.fieldColumn}>
                  {field ? fieldLabel(field, t) : t('admin.audit.details')}
                </th>
                <td>
                  <Value field={field} value={value} context={context} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {fields.length === 0 && detailRows.length === 0 && (
        <Typography.Text type="secondary">{t('admin.audit.noDetails')}</Typography.Text>
      )}
    </div>
  );
}
