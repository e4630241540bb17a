import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';

interface BirthdayFieldProps {
  /** YYYY-MM-DD, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  label?: string;
}

function split(value: string) {
  const match = /^(\d{0,4})-(\d{0,2})-(\d{0,2})$/.exec(value);
  return match
    ? { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' }
    : { year: '', month: '', day: '' };
}

/**
 * A birthday as day (2), month (2) and year (4) fields (visitor-side.md §5): easier for older visitors than
 * a calendar picker, and every part is labelled. The value is YYYY-MM-DD; an incomplete one fails validation.
 */
export function BirthdayField({ value, onChange, onBlur, error, required, label }: BirthdayFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [parts, setParts] = useState(() => split(value));
  const update = (next: Partial<typeof parts>) => {
    const merged = { ...parts, ...next };
    setParts(merged);
    const { year, month, day } = merged;
    if (!year && !month && !day) onChange('');
    else if (year.length === 4 && month && day)
      onChange(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
    else onChange(`${year}-${month}-${day}!`);
  };
  const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend className={styles.label}>
        {label ?? t('ui.birthday.label')}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={styles.row} style={{ maxWidth: '20rem' }}>
        {(
          [
            ['day', 2, t('ui.birthday.day'), 'bday-day'],
            ['month', 2, t('ui.birthday.month'), 'bday-month'],
            ['year', 4, t('ui.birthday.year'), 'bday-year'],
          ] as const
        ).map(([part, max, partLabel, autoComplete]) => (
          <div key={part} style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
            <label htmlFor={`${id}-${part}`} className={styles.hint}>
              {partLabel}
            </label>
            <input
              id={`${id}-${part}`}
              className={styles.input}
              inputMode="numeric"
              autoComplete={autoComplete}
              maxLength={max}
              placeholder={t(`ui.birthday.${part}Placeholder`)}
              value={parts[part]}
              aria-invalid={error ? true : undefined}
              aria-required={required || undefined}
              onChange={(event) => update({ [part]: digits(event.target.value, max) })}
              onBlur={onBlur}
            />
          </div>
        ))}
      </div>
      <span id={`${id}-hint`} className={styles.hint}>
        {t('ui.birthday.hint')}
      </span>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {t(error)}
        </span>
      )}
    </fieldset>
  );
}
