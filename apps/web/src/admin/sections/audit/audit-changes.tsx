import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAuditEntry } from '@scena/shared/audit/audit-log';
import { formatDateTime } from '@/lib/format';
import { changedFieldNames, extraDetails, shownValue } from './audit-values';
import styles from './audit.module.css';
import './i18n';

function Value({ field, value }: { field: string; value: unknown }) {
  const { t, i18n } = useTranslation();
  const shown = shownValue(field, value, t, i18n.language === 'en' ? 'en' : 'pl');
  return shown.block ? (
    <pre className={styles.json}>{shown.text}</pre>
  ) : (
    <span className={styles.value}>{shown.text}</span>
  );
}

/** A field by its label, with the stored name under it (the name alone when it has no label). */
function FieldName({ field }: { field: string }) {
  const { t } = useTranslation();
  const label = t(`admin.audit.field.${field}`, { defaultValue: '' });
  if (!label) return <code>{field}</code>;
  return (
    <>
      {label}
      <br />
      <code className={styles.fieldKey}>{field}</code>
    </>
  );
}

/** An expanded row: each changed field before and after, then whatever else the row keeps. */
export function AuditChanges({ entry, actionLabel }: { entry: TAuditEntry; actionLabel: string }) {
  const { t } = useTranslation();
  const fields = changedFieldNames(entry);
  const details = extraDetails(entry);
  const hasData = details !== null;
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
                <th scope="row">
                  <FieldName field={field} />
                </th>
                <td>
                  <Value field={field} value={entry.before?.[field]} />
                </td>
                <td>
                  <Value field={field} value={entry.after?.[field]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hasData && (
        <div className={styles.details}>
          <Typography.Text strong>{t('admin.audit.details')}</Typography.Text>
          <pre className={styles.json}>{JSON.stringify(details, null, 2)}</pre>
        </div>
      )}
      {fields.length === 0 && !hasData && (
        <Typography.Text type="secondary">{t('admin.audit.noDetails')}</Typography.Text>
      )}
    </div>
  );
}
