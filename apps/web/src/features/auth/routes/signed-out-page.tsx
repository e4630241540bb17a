import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { sessionStore } from '@/lib/session-store';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import '../i18n';
import { AuthLayout } from '../components/auth-layout';
import styles from '../components/auth-layout.module.css';

/** /wylogowano: the visitor signed out. */
export function SignedOutPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const signingOut = (location.state as { signOut?: boolean } | null)?.signOut === true;
  useEffect(() => {
    // useSignOut (lib/sign-out.ts) leaves the clearing to this page, once it is shown.
    if (signingOut) sessionStore.clear();
  }, [signingOut]);
  return (
    <AuthLayout title={t('auth.signedOut.title')}>
      <p className={styles.lead}>{t('auth.signedOut.body')}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.signIn} block>
          {t('auth.signedOut.signIn')}
        </ButtonLink>
      </div>
      <div className={styles.aside}>
        <p>
          <Link to={paths.home}>{t('auth.signedOut.home')}</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
