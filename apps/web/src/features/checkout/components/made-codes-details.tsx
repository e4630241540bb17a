import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TMadeCode } from '@scena/shared/commerce/orders';
import { madeCodesCsv, madeCodesCsvName } from '@scena/shared/csv/csv';
import { ACCOUNT_CODES_PATH } from '@scena/shared/site/site-paths';
import { downloadCsv } from '@/lib/download-file';
import { Button } from '@/ui/button';
import { MadeCodesList, madeCodeState } from '@/ui/made-codes';
import styles from './made-codes-details.module.css';

/**
 * The codes a paid gift or group ticket made (visitor-side.md §2 order status, product-decisions §26–27): the
 * list with copy buttons, a group's CSV, and how a code is used — sign in, activate it on the account page, buy
 * the product for 0 zł. `usable`: the order is paid, so its unused codes work (a refunded order's list is only a
 * record).
 */
export function MadeCodesDetails({
  kind,
  extOrderId,
  codes,
  anyProduct,
  usable,
}: {
  kind: 'gift' | 'group_ticket';
  extOrderId: string;
  codes: readonly TMadeCode[];
  /** A gift for any product: its code lowers any price by the gift's value. */
  anyProduct: boolean;
  usable: boolean;
}) {
  const { t } = useTranslation();
  const codesHeadingId = useId();
  const howToHeadingId = useId();
  const group = kind === 'group_ticket';

  const saveCsv = () =>
    downloadCsv(
      madeCodesCsvName(extOrderId),
      madeCodesCsv(
        [t('order.codes.csv.code'), t('order.codes.csv.state'), t('order.codes.csv.validUntil')],
        codes.map((code) => ({
          code: code.code,
          state: t(`ui.codes.state.${madeCodeState(code)}`),
          expiresAt: code.expires_at,
        })),
      ),
    );

  return (
    <div className={styles.details}>
      <section aria-labelledby={codesHeadingId} className={styles.section}>
        <div className={styles.head}>
          <h2 id={codesHeadingId}>
            {group ? t('order.codes.titleGroup', { count: codes.length }) : t('order.codes.titleGift')}
          </h2>
          {group && usable && (
            <Button variant="secondary" onClick={saveCsv}>
              {t('order.codes.csv.download')}
              <span className="visually-hidden"> {t('order.codes.csv.what')}</span>
            </Button>
          )}
        </div>
        <MadeCodesList codes={codes} label={t('order.codes.listLabel')} />
      </section>
      {usable && (
        <section aria-labelledby={howToHeadingId} className={styles.section}>
          <h2 id={howToHeadingId}>{t('order.howTo.title')}</h2>
          {group && <p>{t('order.howTo.group')}</p>}
          <ol className={styles.steps}>
            <li>{t('order.howTo.signIn')}</li>
            <li>
              <Trans
                i18nKey="order.howTo.activate"
                components={{ account: <a href={ACCOUNT_CODES_PATH} /> }}
              />
            </li>
            <li>{t(anyProduct ? 'order.howTo.buyAny' : 'order.howTo.buy')}</li>
          </ol>
        </section>
      )}
    </div>
  );
}
