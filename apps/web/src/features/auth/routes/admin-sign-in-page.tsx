import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import '../i18n';
import { AuthLayout } from '../components/auth-layout';
import { SignInForm } from '../components/sign-in-form';
import { useLinkLifetime } from '../components/use-link-lifetime';
import styles from '../components/auth-layout.module.css';

/** /admin-login: the first of the administrator's two steps; open during maintenance (product-decisions §14). */
export function AdminSignInPage() {
  const { t } = useTranslation();
  const lifetime = useLinkLifetime('admin_login');
  return (
    <AuthLayout title={t('auth.adminSignIn.title')} lead={t('auth.adminSignIn.lead', { lifetime })}>
      <SignInForm admin />
      <div className={styles.aside}>
        <p>
          {t('auth.adminSignIn.notAdmin')}{' '}
          <Link to={paths.signIn}>{t('auth.adminSignIn.visitorSignIn')}</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
