import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZSignIn } from '@scena/shared/auth/schemas';
import { ERROR_CODE } from '@scena/shared/http/error-codes';
import { safeRedirectPath } from '@scena/shared/http/redirect';
import { paths } from '@/lib/paths';
import { ApiError } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/app-config';
import { sessionStore } from '@/lib/session-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CheckboxField, EmailField } from '@/ui/field';
import { PasswordField } from '@/ui/password-field';
import { useSignIn } from '../api/sign-in';
import { SignInBanners } from './sign-in-banners';
import { reportFailure } from './report-failure';
import { verifyPendingPath } from './auth-paths';
import { useLinkLifetime } from './use-link-lifetime';
import styles from './auth-layout.module.css';

/**
 * E-mail and password (visitor-side.md §5). 200 → signed in and on to the safe `redirect=` or home; 403 with
 * `email` → verification (the server has just mailed a new link); 403 without → the administrator's link was
 * mailed (/logowanie-link; said in place during maintenance, when only /admin-login is open); 401 USER_BLOCKED
 * → the blocked banner. The administrators' variant has no "remember me": their
 * session starts from the mailed link, which carries none.
 */
export function SignInForm({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation();
  const adminLinkLifetime = useLinkLifetime('admin_login');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [linkSentHere, setLinkSentHere] = useState(false);
  const maintenance = usePublicConfig()?.maintenance === true;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZSignIn),
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    setBlocked(false);
    setLinkSentHere(false);
    signIn.mutate(values, {
      onSuccess: (session) => {
        sessionStore.signIn(session);
        navigate(safeRedirectPath(params.get('redirect')), { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) {
          if (error.body.email) navigate(verifyPendingPath(error.body.email), { state: { resent: true } });
          // During maintenance only /admin-login stays open, so the administrator learns of the link here.
          else if (maintenance) setLinkSentHere(true);
          else navigate(paths.signInLinkSent);
          return;
        }
        if (error instanceof ApiError && error.status === 401 && error.code === ERROR_CODE.userBlocked) {
          setBlocked(true);
          return;
        }
        setFailure(reportFailure(error, { setError, setFocus }, ['email', 'password']));
      },
    });
  });

  return (
    <>
      <SignInBanners blocked={blocked} />
      {linkSentHere && (
        <Alert tone="success" title={t('auth.linkSent.title')}>
          <p>{t('auth.linkSent.body')}</p>
          <p>{t('auth.linkSent.validity', { lifetime: adminLinkLifetime })}</p>
        </Alert>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <form onSubmit={onSubmit} noValidate>
        <EmailField
          label={t('auth.field.email')}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.field.password')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        {!admin && (
          <>
            <p className={styles.forgot}>
              <Link to={paths.resetPassword}>{t('auth.signIn.forgot')}</Link>
            </p>
            <CheckboxField label={t('auth.signIn.remember')} {...register('remember')} />
          </>
        )}
        <Button type="submit" block loading={signIn.isPending}>
          {admin ? t('auth.adminSignIn.submit') : t('auth.signIn.submit')}
        </Button>
      </form>
    </>
  );
}
