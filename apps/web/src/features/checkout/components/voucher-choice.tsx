import { useTranslation } from 'react-i18next';
import { formatPrice } from '@scena/shared/catalog/money';
import type { Language } from '@scena/shared/i18n/messages';
import styles from './checkout.module.css';

/**
 * A cash voucher pays for the purchase only if the buyer says so: using it shows what stays on it for the next
 * purchase, keeping it shows the price without it.
 */
export function VoucherChoice({
  code,
  balance,
  withVoucher,
  withoutVoucher,
  used,
  onChange,
  language,
}: {
  code: string;
  /** Grosze on the voucher now. */
  balance: number;
  /** What is paid with it, and without it (grosze). */
  withVoucher: number;
  withoutVoucher: number;
  used: boolean;
  onChange: (used: boolean) => void;
  language: Language;
}) {
  const { t } = useTranslation();
  const price = (grosze: number) => formatPrice(grosze, language);
  const left = balance - (withoutVoucher - withVoucher);
  const options = [
    {
      value: true,
      title: t('checkout.voucher.use', { code }),
      hint: t('checkout.voucher.useHint', { pay: price(withVoucher), left: price(left) }),
    },
    {
      value: false,
      title: t('checkout.voucher.keep'),
      hint: t('checkout.voucher.keepHint', { pay: price(withoutVoucher), balance: price(balance) }),
    },
  ];
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.choicesLegend}>
        {t('checkout.voucher.legend', { code, balance: price(balance) })}
      </legend>
      {options.map((option) => (
        <label
          key={String(option.value)}
          className={styles.choice}
          data-checked={option.value === used || undefined}
        >
          <input
            type="radio"
            name="checkout-voucher"
            checked={option.value === used}
            onChange={() => onChange(option.value)}
          />
          <span className={styles.choiceTitle}>{option.title}</span>
          <span className={styles.choiceHint}>{option.hint}</span>
        </label>
      ))}
    </fieldset>
  );
}
