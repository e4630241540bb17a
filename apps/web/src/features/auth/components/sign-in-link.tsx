import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import styles from './auth-layout.module.css';

/** The quiet way on to /logowanie under a page's main action. */
export function SignInLink() {
  const { t } = useTranslation();
  return (
    <div className={styles.aside}>
      <p>
        <Link to={paths.signIn}>{t('auth.goToSignIn')}</Link>
      </p>
    </div>
  );
}
