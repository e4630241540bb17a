import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@scena/shared/users/schemas';
import { isBirthdayMissing } from '@scena/shared/access/age';
import { paths } from '@/lib/paths';
import { Alert } from '@/ui/alert';
import styles from './home.module.css';

const EDIT_ACCOUNT = `${paths.account}?edit=true`;

/** visitor-side.md §2 "Home page": a missing (or 1900) birthday and a missing country each get a warning. */
export function ProfileWarnings({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const warnings = [
    isBirthdayMissing(user.birthday) ? 'home.warnings.birthday' : null,
    user.country_code ? null : 'home.warnings.country',
  ].filter((key): key is string => key !== null);
  if (warnings.length === 0) return null;
  return (
    <div className={styles.warnings}>
      {warnings.map((key) => (
        <Alert key={key} tone="warning">
          <p>
            {t(key)}{' '}
            <Link to={EDIT_ACCOUNT} className={styles.warningLink}>
              {t('home.warnings.fix')}
            </Link>
          </p>
        </Alert>
      ))}
    </div>
  );
}
