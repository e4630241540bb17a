import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { ApiError } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { ButtonLink } from '@/ui/button';
import { Loading } from '@/ui/feedback';
import '../i18n';
import { useVerifyAccount } from '../api/verify-account';
import { AuthLayout } from '../components/auth-layout';
import { CallFailure } from '../components/call-failure';
import { EmailText } from '../components/email-text';
import { ResendVerification } from '../components/resend-verification';
import { SignInLink } from '../components/sign-in-link';
import { useLinkLifetime } from '../components/use-link-lifetime';
import { useOncePerKey } from '../components/use-once-per-key';
import styles from '../components/auth-layout.module.css';

function SignInButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to={paths.signIn} variant={variant} block>
      {t('auth.verify.signIn')}
    </ButtonLink>
  );
}

/** The mailed link: verify at once (once per token), then "sign in", or explain and offer a new link. */
function VerifyWithToken({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation();
  const lifetime = useLinkLifetime('verify');
  const verify = useVerifyAccount();
  const run = () => verify.mutate({ email, token });
  useOncePerKey(`${email}\n${token}`, run);

  if (verify.isSuccess) {
    return (
      <>
        <Alert tone="success" title={t('auth.verify.success')}>
          {t('auth.verify.successBody')}
        </Alert>
        <SignInButton />
      </>
    );
  }
  if (!verify.isError) return <Loading label={t('auth.verify.checking')} />;

  const error = verify.error instanceof ApiError ? verify.error : null;
  if (error?.body.messageKey === 'error.already_verified') {
    return (
      <>
        <Alert tone="info">{error.message}</Alert>
        <SignInButton />
      </>
    );
  }
  if (error?.status === 422) {
    // A spent, expired or malformed link: a new one can go to the address it was for.
    const address = error.body.email ?? email;
    return (
      <>
        <Alert tone="error">{error.body.resend ? error.message : t('error.verification_invalid')}</Alert>
        {address && <EmailText i18nKey="auth.verify.offerResend" email={address} values={{ lifetime }} />}
        <div className={styles.actions}>
          {address ? <ResendVerification email={address} variant="primary" /> : <SignInButton />}
        </div>
        {address && <SignInLink />}
      </>
    );
  }
  return <CallFailure error={error} onRetry={run} />;
}

/** Arrived without a token (a sign-in refused for an unverified account, or by hand): check the mailbox. */
function VerificationPending({ email, resent }: { email: string; resent: boolean }) {
  const { t } = useTranslation();
  const lifetime = useLinkLifetime('verify');
  if (!email) {
    return (
      <>
        <p>{t('auth.verify.noEmail')}</p>
        <SignInButton variant="secondary" />
      </>
    );
  }
  return (
    <>
      <EmailText i18nKey={resent ? 'auth.verify.pendingResent' : 'auth.verify.pending'} email={email} />
      <p>{t('auth.verify.pendingHint', { lifetime })}</p>
      <div className={styles.actions}>
        <ResendVerification email={email} />
      </div>
      <SignInLink />
    </>
  );
}

/** /weryfikacja-konta?email&token */
export function VerifyAccountPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const email = params.get('email') ?? '';
  const token = params.get('token');
  const resent = (location.state as { resent?: boolean } | null)?.resent === true;
  return (
    <AuthLayout title={t('auth.verify.title')}>
      <div aria-live="polite">
        {token ? (
          <VerifyWithToken email={email} token={token} />
        ) : (
          <VerificationPending email={email} resent={resent} />
        )}
      </div>
    </AuthLayout>
  );
}
