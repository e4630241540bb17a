import { useId } from 'react';
import Papa from 'papaparse';
import { Trans, useTranslation } from 'react-i18next';
import type { TMadeCode } from '@scena/shared/commerce/orders';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { MadeCodesList, madeCodeState, type MadeCodeState } from '@/ui/made-codes';
import styles from './made-codes-details.module.css';

/** The codes section of the account page, where a code is activated (codes-section.tsx: id="kody"). */
export const ACCOUNT_CODES_HREF = `${paths.account}#kody`;

/**
 * The codes as a CSV file for a spreadsheet: semicolons and CRLF lines as a spreadsheet in Poland reads them, a
 * byte-order mark so that the Polish letters come out right, and cells that would run as a formula defused.
 */
export function codesCsv(
  codes: readonly TMadeCode[],
  header: readonly [string, string, string],
  stateLabel: (state: MadeCodeState) => string,
): string {
  const body = Papa.unparse(
    {
      fields: [...header],
      data: codes.map((code) => [code.code, stateLabel(madeCodeState(code)), formatDate(code.expires_at)]),
    },
    { delimiter: ';', newline: '\r\n', escapeFormulae: true },
  );
  return `\uFEFF${body}\r\n`;
}

/** kody-{the first 8 characters of the order number}.csv */
export function codesCsvName(extOrderId: string): string {
  return `kody-${extOrderId.slice(0, 8)}.csv`;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
    download(
      codesCsvName(extOrderId),
      codesCsv(
        codes,
        [t('order.codes.csv.code'), t('order.codes.csv.state'), t('order.codes.csv.validUntil')],
        (state) => t(`ui.codes.state.${state}`),
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
                components={{ account: <a href={ACCOUNT_CODES_HREF} /> }}
              />
            </li>
            <li>{t(anyProduct ? 'order.howTo.buyAny' : 'order.howTo.buy')}</li>
          </ol>
        </section>
      )}
    </div>
  );
}
