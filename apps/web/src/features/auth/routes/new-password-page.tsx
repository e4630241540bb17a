import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { ApiError } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { ButtonLink } from '@/ui/button';
import { Loading } from '@/ui/feedback';
import '../i18n';
import { useVerifyResetLink } from '../api/verify-reset-link';
import { AuthLayout } from '../components/auth-layout';
import { CallFailure } from '../components/call-failure';
import { NewPasswordForm } from '../components/new-password-form';
import { useOncePerKey } from '../components/use-once-per-key';
import styles from '../components/auth-layout.module.css';

const focusOnMount = (element: HTMLElement | null) => element?.focus();

function InvalidLink({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert tone="error">{text}</Alert>
      <div className={styles.actions}>
        <ButtonLink to={paths.resetPassword} block>
          {t('auth.newPassword.requestNew')}
        </ButtonLink>
      </div>
    </>
  );
}

/** /nowe-haslo?email&token: check the link first, then the new password; afterwards every session has ended. */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const check = useVerifyResetLink();
  const [done, setDone] = useState(false);
  const complete = email !== '' && token !== '';
  const run = () => check.mutate({ email, token });
  useOncePerKey(complete ? `${email}\n${token}` : null, run);

  let content;
  if (done) {
    content = (
      // The form (and the focused button) is gone: focus moves to the outcome, which is read out.
      <div ref={focusOnMount} tabIndex={-1} className={styles.outcome}>
        <Alert tone="success" title={t('auth.newPassword.success')}>
          {t('auth.newPassword.successBody')}
        </Alert>
        <ButtonLink to={paths.signIn} block>
          {t('auth.verify.signIn')}
        </ButtonLink>
      </div>
    );
  } else if (!complete) {
    content = <InvalidLink text={t('auth.newPassword.invalidLink')} />;
  } else if (check.isSuccess) {
    content = <NewPasswordForm email={email} token={token} onDone={() => setDone(true)} />;
  } else if (check.isError) {
    const error = check.error instanceof ApiError ? check.error : null;
    content =
      error?.status === 422 ? (
        <InvalidLink
          text={error.formError.email || error.formError.token ? t('error.reset_invalid') : error.message}
        />
      ) : (
        <CallFailure error={error} onRetry={run} />
      );
  } else {
    content = <Loading label={t('auth.newPassword.checking')} />;
  }

  return <AuthLayout title={t('auth.newPassword.title')}>{content}</AuthLayout>;
}
