import { useTranslation } from 'react-i18next';
import type { groupQuantityProblem } from '@scena/shared/commerce/group-price';
import { TextField } from '@/ui/field';

const GROUP_QUANTITY = 'group-quantity';
/** The id FieldShell gives the quantity's error, which the disabled Pay button points to. */
export const GROUP_QUANTITY_ERROR = `${GROUP_QUANTITY}-error`;

/** The group's size: a number within the settings' range and the tickets left, said in words when it is not. */
export function GroupQuantity({
  quantity,
  sizes,
  problem,
  onChange,
}: {
  quantity: number;
  /** The sizes that can be bought: the settings' range, capped by the tickets left. */
  sizes: { min: number; max: number };
  problem: ReturnType<typeof groupQuantityProblem>;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const error = problem
    ? problem.kind === 'range'
      ? t('checkout.group.range', { min: problem.min, max: problem.max })
      : t('checkout.group.available', { count: problem.available })
    : undefined;
  return (
    <TextField
      id={GROUP_QUANTITY}
      label={t('checkout.group.quantity')}
      type="number"
      inputMode="numeric"
      min={sizes.min}
      max={sizes.max}
      step={1}
      required
      value={Number.isNaN(quantity) ? '' : String(quantity)}
      hint={t('checkout.group.hint', { min: sizes.min, max: sizes.max })}
      error={error}
      onChange={(event) => onChange(event.target.valueAsNumber)}
    />
  );
}
