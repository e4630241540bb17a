import { Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TAdminPaymentDetail } from '@scena/shared/commerce/payments-admin';
import { formatPrice } from '@scena/shared/catalog/money';
import type { Language } from '@scena/shared';
import { formatDateTime } from '@/lib/format';
import { changeLines } from '../audit/audit-values';
import './i18n';

type HistoryEntry = TAdminPaymentDetail['history'][number];

/**
 * What PayU said, as a sentence: "PayU: płatność „Opłacone” — zapisane w zamówieniu." An order's status by
 * its name, a refund's with its amount; `outcome` says whether it changed the order or was known already.
 */
function payuSentence(entry: HistoryEntry, t: TFunction, language: Language) {
  const after = entry.after ?? {};
  const applied = after.outcome === 'applied';
  if (entry.action === 'payu.refund') {
    const status = String(after.refund_status);
    return t(applied ? 'admin.payments.history.refundApplied' : 'admin.payments.history.refundIgnored', {
      amount: typeof after.amount_grosze === 'number' ? formatPrice(after.amount_grosze, language) : '',
      status: t(`admin.payments.refundStatus.${status}`, { defaultValue: status }),
    });
  }
  const status = String(after.status);
  return t(applied ? 'admin.payments.history.orderApplied' : 'admin.payments.history.orderIgnored', {
    status: t(`admin.payments.statusName.${status}`, { defaultValue: status }),
  });
}

/**
 * The order's history in the manage-payment dialog, oldest first: staff changes as "who: what" with each changed
 * field in words (the audit log's labels and values: zł, Warsaw time, names of statuses and countries), and
 * PayU's notifications as sentences.
 */
export function PaymentHistory({ history }: { history: HistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'pl';
  if (history.length === 0)
    return <Typography.Text type="secondary">{t('admin.payments.noHistory')}</Typography.Text>;
  return (
    <Timeline
      items={history.map((entry, index) => {
        const payu = entry.action.startsWith('payu.');
        const details = payu ? [] : changeLines(entry, t, language, { entity: 'order' });
        return {
          key: index,
          children: (
            <>
              <strong>{formatDateTime(entry.at)}</strong> —{' '}
              {payu
                ? payuSentence(entry, t, language)
                : t('admin.payments.history.staff', {
                    who: entry.who ?? t('admin.audit.system'),
                    action: t(`admin.audit.action.${entry.action}`, { defaultValue: entry.action }),
                  })}
              {details.length > 0 && (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {details.join('; ')}
                </Typography.Text>
              )}
            </>
          ),
        };
      })}
    />
  );
}
