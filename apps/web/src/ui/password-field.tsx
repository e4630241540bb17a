import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registerStrings } from '@/lib/i18n';
import { describedBy, FieldShell, fieldStyles as styles } from './field';
import own from './password-field.module.css';

registerStrings({
  pl: { 'ui.password.show': 'Pokaż', 'ui.password.hide': 'Ukryj', 'ui.password.what': 'hasło' },
  en: { 'ui.password.show': 'Show', 'ui.password.hide': 'Hide', 'ui.password.what': 'password' },
});

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** A message key (form.validate.*) or text; translated when shown. */
  error?: string;
  hint?: ReactNode;
  /** 'current-password' on sign-in, 'new-password' wherever a password is chosen. */
  autoComplete: 'current-password' | 'new-password';
}

/**
 * A password input with a "show / hide" button (typing a password on a phone is easier when it can be seen).
 * Label, hint and error are tied to the input like every field of the kit; the button says what it does in
 * words, never by an icon alone.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, required, id: givenId, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const autoId = useId();
  const id = givenId ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <div className={own.control}>
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={[styles.input, className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...rest}
        />
        <button
          type="button"
          className={own.toggle}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('ui.password.hide') : t('ui.password.show')}
          <span className="visually-hidden"> {t('ui.password.what')}</span>
        </button>
      </div>
    </FieldShell>
  );
});
