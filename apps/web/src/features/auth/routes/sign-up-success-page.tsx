import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import '../i18n';
import { AuthLayout } from '../components/auth-layout';
import { EmailText } from '../components/email-text';
import { useLinkLifetime } from '../components/use-link-lifetime';
import { SignInLink } from '../components/sign-in-link';
import { ResendVerification } from '../components/resend-verification';
import styles from '../components/auth-layout.module.css';

/**
 * /rejestracja/sukces?email: a mail is on its way, the verification link (valid 48 hours, can be sent again) or,
 * for an address already registered, how to sign in. The page cannot tell which, as the server never says.
 */
export function SignUpSuccessPage() {
  const { t } = useTranslation();
  const lifetime = useLinkLifetime('verify');
  const [params] = useSearchParams();
  const email = params.get('email');
  return (
    <AuthLayout title={t('auth.signUpSuccess.title')}>
      {email ? (
        <EmailText i18nKey="auth.signUpSuccess.body" email={email} />
      ) : (
        <p>{t('auth.signUpSuccess.bodyNoEmail')}</p>
      )}
      <p>{t('auth.signUpSuccess.existing')}</p>
      <p>{t('auth.signUpSuccess.validity', { lifetime })}</p>
      {email ? (
        <>
          <div className={styles.actions}>
            <ResendVerification email={email} />
          </div>
          <SignInLink />
        </>
      ) : (
        <div className={styles.actions}>
          <ButtonLink to={paths.signIn} variant="secondary" block>
            {t('auth.goToSignIn')}
          </ButtonLink>
        </div>
      )}
    </AuthLayout>
  );
}
