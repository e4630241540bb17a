import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import '../i18n';
import { AuthLayout } from '../components/auth-layout';
import { EmailText } from '../components/email-text';
import { useLinkLifetime } from '../components/use-link-lifetime';
import styles from '../components/auth-layout.module.css';

/** /resetowanie-hasla/informacja?email: "if an account exists, a link (valid 1 hour) is on its way". */
export function ResetPasswordInfoPage() {
  const { t } = useTranslation();
  const lifetime = useLinkLifetime('reset');
  const [params] = useSearchParams();
  const email = params.get('email');
  const again = email ? `${paths.resetPassword}?${new URLSearchParams({ email })}` : paths.resetPassword;
  return (
    <AuthLayout title={t('auth.resetInfo.title')}>
      {email ? (
        <EmailText i18nKey="auth.resetInfo.body" email={email} />
      ) : (
        <p>{t('auth.resetInfo.bodyNoEmail')}</p>
      )}
      <p>{t('auth.resetInfo.validity', { lifetime })}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.signIn} block>
          {t('auth.backToSignIn')}
        </ButtonLink>
        <ButtonLink to={again} variant="secondary" block>
          {t('auth.resetInfo.again')}
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}
