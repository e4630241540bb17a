import { useState } from 'react';
import { DatePicker, Form, type DatePickerProps, type FormItemProps, type FormRule } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { V } from '@scena/shared/validation/messages';
import '@/lib/form-messages';
import './i18n';

/**
 * One way to write a date in every back-office picker (issue 19, item 10): the day first, then the time, as
 * Polish readers write it. A typed value is either taken (it reads in this format) or refused under its field
 * with 'Niepoprawna data.'; antd's own picker would silently drop it and keep the old value.
 */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

/** A field's value after unreadable text was typed: an invalid Dayjs, which `dateRule` refuses. */
export function isUnreadable(value: Dayjs | null | undefined): boolean {
  return Boolean(value && !value.isValid());
}

/**
 * What the typed text makes of the value: null for an empty field, the date it reads as, or an invalid Dayjs for
 * text that is not a date in `format` (strict: 31.02 or a missing time is not a date).
 */
function readTyped(text: string, format: string): Dayjs | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : dayjs(trimmed, format, true);
}

function sameValue(a: Dayjs | null | undefined, b: Dayjs | null): boolean {
  if (!a || !b) return !a && !b;
  if (!a.isValid() || !b.isValid()) return false;
  return a.isSame(b, 'minute');
}

/**
 * The last readable value, which the picker keeps showing underneath while unreadable text is refused: with
 * `preserveInvalidOnBlur` the typed text stays in the box, so the person sees what was refused and can mend it.
 */
function useShown<T>(value: T, readable: boolean): T {
  const [shown, setShown] = useState(value);
  if (readable && shown !== value) setShown(value);
  return readable ? value : shown;
}

type DateInputProps = Omit<
  DatePickerProps,
  'value' | 'onChange' | 'format' | 'showTime' | 'needConfirm' | 'disabledDate' | 'picker'
> & {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  /** A date and a time (DD.MM.YYYY HH:mm), else a date alone. */
  withTime?: boolean;
};

/**
 * A date (or date and time) picker for a Form.Item. Typed text counts when the field is left or Enter is pressed,
 * and Enter never submits the form: only the form's button does (issue 19, item 9). No day is disabled, since a
 * disabled day typed by hand would be dropped without a word; the field's rules say what is wrong instead.
 */
export function DateInput({ value, onChange, withTime = false, onBlur, onKeyDown, ...rest }: DateInputProps) {
  const { t } = useTranslation();
  const format = withTime ? DATE_TIME_FORMAT : DATE_FORMAT;
  const shown = useShown(value ?? null, !isUnreadable(value));

  const take = (text: string) => {
    const typed = readTyped(text, format);
    if (!sameValue(value, typed)) onChange?.(typed);
  };

  return (
    <DatePicker
      // The format itself, so the way to type a date is in view before anything is typed.
      placeholder={t(withTime ? 'admin.date.placeholderTime' : 'admin.date.placeholder')}
      {...rest}
      value={shown}
      format={format}
      showTime={withTime ? { format: 'HH:mm' } : false}
      needConfirm={false}
      preserveInvalidOnBlur
      // A day under the pointer would otherwise replace the typed text in the box, and be what Enter takes.
      previewValue={false}
      status={isUnreadable(value) ? 'error' : rest.status}
      onChange={(next) => onChange?.(next as Dayjs | null)}
      onBlur={(event, info) => {
        take((event.target as HTMLInputElement).value);
        onBlur?.(event, info);
      }}
      onKeyDown={(event, preventDefault) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          take((event.target as HTMLInputElement).value);
        }
        onKeyDown?.(event, preventDefault);
      }}
    />
  );
}

type RangeValue = [Dayjs | null, Dayjs | null] | null;

type DateRangeInputProps = Omit<
  RangePickerProps,
  'value' | 'onChange' | 'format' | 'showTime' | 'needConfirm' | 'disabledDate' | 'picker'
> & {
  value?: RangeValue;
  onChange?: (value: RangeValue) => void;
};

/** A range of dates (DD.MM.YYYY) for a filter: typed text is taken or refused as in DateInput, side by side. */
export function DateRangeInput({ value, onChange, onBlur, ...rest }: DateRangeInputProps) {
  const { t } = useTranslation();
  const readable = !isUnreadable(value?.[0]) && !isUnreadable(value?.[1]);
  const shown = useShown(value ?? null, readable);
  const take = (text: string, side: 0 | 1) => {
    const typed = readTyped(text, DATE_FORMAT);
    if (sameValue(value?.[side], typed)) return;
    const next: [Dayjs | null, Dayjs | null] = [value?.[0] ?? null, value?.[1] ?? null];
    next[side] = typed;
    onChange?.(next);
  };
  return (
    <DatePicker.RangePicker
      placeholder={[t('admin.date.placeholder'), t('admin.date.placeholder')]}
      {...rest}
      value={shown}
      format={DATE_FORMAT}
      preserveInvalidOnBlur
      previewValue={false}
      status={readable ? rest.status : 'error'}
      onChange={(next) => onChange?.(next)}
      onBlur={(event, info) => {
        take((event.target as HTMLInputElement).value, info.range === 'end' ? 1 : 0);
        onBlur?.(event, info);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          const input = event.target as HTMLInputElement;
          const inputs = [...(input.closest('.ant-picker')?.querySelectorAll('input') ?? [])];
          take(input.value, inputs.indexOf(input) === 1 ? 1 : 0);
        }
      }}
    />
  );
}

/** The rule every date field carries: unreadable typed text is refused with 'Niepoprawna data.'. */
export function useDateRule(): FormRule {
  const { t } = useTranslation();
  return {
    validator: async (_rule, value: Dayjs | RangeValue | null | undefined) => {
      const parts = Array.isArray(value) ? value : [value];
      if (parts.some((part) => isUnreadable(part))) throw new Error(t(V.date));
    },
  };
}

/** A Form.Item holding a DateInput, with the date rule before the item's own rules. */
export function DateFormItem({
  withTime,
  inputProps,
  rules = [],
  ...item
}: FormItemProps & { withTime?: boolean; inputProps?: DateInputProps }) {
  const dateRule = useDateRule();
  return (
    <Form.Item {...item} rules={[dateRule, ...rules]}>
      <DateInput withTime={withTime} {...inputProps} />
    </Form.Item>
  );
}
