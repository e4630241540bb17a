import { Trans } from 'react-i18next';
import styles from './auth-layout.module.css';

/** A sentence with the visitor's e-mail address in bold (the address wraps on a narrow phone). */
export function EmailText({
  i18nKey,
  email,
  values,
}: {
  i18nKey: string;
  email: string;
  /** Other values the text takes besides the address. */
  values?: Record<string, string>;
}) {
  return (
    <p>
      <Trans
        i18nKey={i18nKey}
        values={{ ...values, email }}
        components={{ strong: <strong className={styles.email} /> }}
      />
    </p>
  );
}
