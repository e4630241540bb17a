import { useTranslation } from 'react-i18next';
import type { TProductType } from '@scena/shared/commerce/product-slug';
import styles from './checkout.module.css';

/** What the page sells: the product for oneself, a group ticket of it, or a gift of it (`?rodzaj=`). */
export type Choice = 'self' | 'group' | 'gift';
export const CHOICE_PARAM = 'rodzaj';
export const CHOICE_OF_PARAM: Record<string, Choice> = { grupowy: 'group', prezent: 'gift' };
export const PARAM_OF_CHOICE: Record<Choice, string | null> = {
  self: null,
  group: 'grupowy',
  gift: 'prezent',
};

/** The three things the page can sell, as radio cards: one Tab stop, arrows move between them. */
export function ChoicePicker({
  offered,
  choice,
  type,
  onChange,
}: {
  offered: Choice[];
  choice: Choice;
  type: TProductType;
  onChange: (choice: Choice) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.choicesLegend}>{t('checkout.choice.legend')}</legend>
      {offered.map((option) => (
        <label key={option} className={styles.choice} data-checked={option === choice || undefined}>
          <input
            type="radio"
            name="checkout-choice"
            value={option}
            checked={option === choice}
            onChange={() => onChange(option)}
          />
          <span className={styles.choiceTitle}>{t(`checkout.choice.${option}.${type}`)}</span>
          <span className={styles.choiceHint}>{t(`checkout.choice.${option}.hint`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
