import { useId } from 'react';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  isWithdrawableUse,
  type TAdminPaymentDetail,
  type TMadeCodeUse,
} from '@scena/shared/commerce/payments-admin';
import { zlotyToGrosze } from '@scena/shared/catalog/money';
import { zloty } from './payments-table';
import styles from './refund-made-codes.module.css';

type CodeState = 'used' | 'activated' | 'unused' | 'ended';

const STATE_COLOR: Record<CodeState, string> = {
  used: 'green',
  activated: 'blue',
  unused: 'default',
  ended: 'default',
};

/** "Anna Nowak — „Wesele”": who used a code, on what. */
function useLabel(use: TMadeCodeUse): string {
  return `${use.firstname} ${use.lastname} — „${use.title}”`;
}

/**
 * The codes a gift or a group ticket made, as the refund needs to know them (issue 19): each code's state, who
 * used it on what (and what they paid on top), and who has only activated it.
 */
export function MadeCodesList({ detail }: { detail: TAdminPaymentDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const headingId = useId();
  if (detail.made_codes.length === 0) return null;
  const activationsOf = (code: string) =>
    detail.codes.find((made) => made.role === 'made' && made.code === code)?.usage ?? [];
  return (
    <section aria-labelledby={headingId} className={styles.codes}>
      <Typography.Title level={4} id={headingId} style={{ fontSize: 14 }}>
        {t('admin.payments.madeCodes.title')}
      </Typography.Title>
      <ul aria-labelledby={headingId} className={styles.list}>
        {detail.made_codes.map((code) => {
          const uses = detail.code_uses.filter((use) => use.code === code.code);
          const activatedOnly = activationsOf(code.code).filter((activation) => !activation.used);
          const state: CodeState =
            uses.length > 0
              ? 'used'
              : code.expired
                ? 'ended'
                : activatedOnly.length > 0
                  ? 'activated'
                  : 'unused';
          return (
            <li key={code.code}>
              <Typography.Text code>{code.code}</Typography.Text>{' '}
              <Tag color={STATE_COLOR[state]}>{t(`admin.payments.madeCodes.state.${state}`)}</Tag>
              {uses.map((use) => (
                <div key={use.extOrderId} className={styles.detail}>
                  {use.firstname} {use.lastname} — „
                  {use.product_path ? <a href={use.product_path}>{use.title}</a> : use.title}”
                  {use.amount > 0 &&
                    ` (${t('admin.payments.madeCodes.paidOnTop', { amount: zloty(use.amount, language) })})`}
                </div>
              ))}
              {state !== 'used' && activatedOnly.length > 0 && (
                <div className={styles.detail}>
                  {t('admin.payments.madeCodes.activatedBy', {
                    names: activatedOnly.map((person) => `${person.firstname} ${person.lastname}`).join(', '),
                  })}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * What the refund being asked for will do, before staff send it: the order refunded or still paid, the unused
 * codes that end, and who keeps or loses the access the used codes gave.
 */
export function RefundEffects({
  detail,
  left,
  amount,
  withdraw,
}: {
  detail: TAdminPaymentDetail;
  /** Grosze left to refund. */
  left: number;
  /** The amount field as typed (empty: everything left). */
  amount: string | undefined;
  withdraw: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const asked = amount?.trim() ? zlotyToGrosze(amount.trim()) : left;
  if (detail.made_codes.length === 0 || asked === null || asked <= 0) return null;
  const whole = asked >= left;
  const unused = detail.made_codes.filter((code) => !code.used && !code.expired).map((code) => code.code);
  const ending = detail.code_uses.filter((use) => withdraw && isWithdrawableUse(use));
  const keeping = detail.code_uses.filter((use) => !ending.includes(use));
  const paidToo = keeping.filter((use) => withdraw && !isWithdrawableUse(use));
  const staying = keeping.filter((use) => !paidToo.includes(use));
  const list = (uses: TMadeCodeUse[]) => uses.map(useLabel).join('; ');
  return (
    <div className={styles.effects}>
      <Typography.Text strong id={headingId}>
        {t('admin.payments.refundEffects.title')}
      </Typography.Text>
      <ul aria-labelledby={headingId}>
        <li>{t(whole ? 'admin.payments.refundEffects.whole' : 'admin.payments.refundEffects.part')}</li>
        {whole && unused.length > 0 && (
          <li>
            {t('admin.payments.refundEffects.unusedEnd', { count: unused.length, codes: unused.join(', ') })}
          </li>
        )}
        {ending.length > 0 && <li>{t('admin.payments.refundEffects.accessEnds', { uses: list(ending) })}</li>}
        {paidToo.length > 0 && (
          <li>{t('admin.payments.refundEffects.accessPaidToo', { uses: list(paidToo) })}</li>
        )}
        {staying.length > 0 && (
          <li>{t('admin.payments.refundEffects.accessStays', { uses: list(staying) })}</li>
        )}
      </ul>
    </div>
  );
}
