import { useTranslation } from 'react-i18next';
import type { TUser } from '@scena/shared/users/schemas';
import { countryName } from '@scena/shared/validation/countries';
import { isBirthdayMissing } from '@scena/shared/access/age';
import { formatIsoDate } from '@/lib/format';
import styles from './account.module.css';

function joined(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part && part.trim()).join(' ');
}

/** The user's details as a description list; a missing value says so in words. */
export function PersonalData({ user }: { user: TUser }) {
  const { t, i18n } = useTranslation();
  const empty = <span className={styles.empty}>{t('account.data.empty')}</span>;
  const address = [user.street, joined(user.postal_code, user.city), user.state].filter(
    (part) => part && part.trim(),
  );
  const rows: [string, React.ReactNode][] = [
    ['account.data.name', joined(user.firstname, user.lastname) || empty],
    ['account.data.email', <span className={styles.breakable}>{user.email}</span>],
    [
      'account.data.birthday',
      !user.birthday || isBirthdayMissing(user.birthday) ? empty : formatIsoDate(user.birthday),
    ],
    ['account.data.country', user.country_code ? countryName(user.country_code, i18n.language) : empty],
    [
      'account.data.address',
      address.length > 0
        ? address.map((line, index) => (
            <span key={index} className={styles.line}>
              {line}
            </span>
          ))
        : empty,
    ],
    ['account.data.company', user.company || empty],
    ['account.data.nip', user.nip || empty],
    [
      'account.data.language',
      user.language === 'en' || user.language === 'pl' ? t(`account.language.${user.language}`) : empty,
    ],
  ];
  return (
    <dl className={styles.data}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.dataRow}>
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
