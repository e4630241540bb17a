import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import '../i18n';
import { AdminLinkSignIn } from '../components/admin-link-sign-in';
import { AuthLayout } from '../components/auth-layout';
import { SignInForm } from '../components/sign-in-form';
import styles from '../components/auth-layout.module.css';

/** /logowanie: the sign-in form with its banners, or — with login_token — the administrator's mailed link. */
export function SignInPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const loginToken = params.get('login_token');
  if (loginToken !== null) {
    return (
      <AuthLayout title={t('auth.adminSignIn.title')}>
        <AdminLinkSignIn token={loginToken} email={params.get('login_email') ?? ''} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.signIn.title')} lead={t('auth.signIn.lead')}>
      <SignInForm />
      <div className={styles.aside}>
        <p>
          {t('auth.signIn.noAccount')} <Link to={paths.signUp}>{t('auth.signIn.signUp')}</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
