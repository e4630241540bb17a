import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR_CODE } from '@scena/shared/http/error-codes';
import { paths, signInWith } from '@/lib/paths';
import { ApiError } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/app-config';
import { sessionStore } from '@/lib/session-store';
import { Alert } from '@/ui/alert';
import { Button, ButtonLink } from '@/ui/button';
import { Loading } from '@/ui/feedback';
import { useAdminLinkSignIn } from '../api/admin-link-sign-in';
import { useOncePerKey } from './use-once-per-key';
import styles from './auth-layout.module.css';

/**
 * The administrator's mailed link lands on /logowanie?login_token&login_email: sign in at once (once per token),
 * then on to the back-office. A spent or wrong link → /logowanie?wrongToken=true; a ban → the blocked banner.
 */
export function AdminLinkSignIn({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate, isError, error } = useAdminLinkSignIn();
  // During maintenance /logowanie without the link is closed; /admin-login shows the same banners.
  const maintenance = usePublicConfig()?.maintenance === true;
  const bannerOn = (flag: 'wrongToken' | 'userBlocked') =>
    maintenance ? `${paths.adminSignIn}?${flag}=true` : signInWith(flag);

  const run = () =>
    mutate(
      { login_token: token, login_email: email },
      {
        onSuccess: (session) => {
          sessionStore.signIn(session);
          navigate(paths.admin, { replace: true });
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError)) return;
          if (failure.status === 422) navigate(bannerOn('wrongToken'), { replace: true });
          else if (failure.status === 401 && failure.code === ERROR_CODE.userBlocked)
            navigate(bannerOn('userBlocked'), { replace: true });
        },
      },
    );
  useOncePerKey(`${email}\n${token}`, run);

  if (!isError) return <Loading label={t('auth.signIn.adminLink.checking')} />;
  return (
    <>
      <Alert tone="error" title={t('auth.signIn.adminLink.failed')}>
        {error instanceof ApiError ? error.message : t('error.internal')}
      </Alert>
      <div className={styles.actions}>
        <Button onClick={run}>{t('common.retry')}</Button>
        <ButtonLink to={paths.adminSignIn} variant="secondary">
          {t('auth.backToSignIn')}
        </ButtonLink>
      </div>
    </>
  );
}
