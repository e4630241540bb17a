import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import '../i18n';
import { AuthLayout } from '../components/auth-layout';
import { useLinkLifetime } from '../components/use-link-lifetime';
import styles from '../components/auth-layout.module.css';

/** /logowanie-link: the administrator's one-time sign-in link is in the mail (10 minutes). */
export function SignInLinkSentPage() {
  const { t } = useTranslation();
  const lifetime = useLinkLifetime('admin_login');
  return (
    <AuthLayout title={t('auth.linkSent.title')}>
      <p>{t('auth.linkSent.body')}</p>
      <p>{t('auth.linkSent.validity', { lifetime })}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.signIn} variant="secondary" block>
          {t('auth.backToSignIn')}
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}
