import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZNewPassword } from '@scena/shared/auth/schemas';
import { paths } from '@/lib/paths';
import { ApiError } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { PasswordField } from '@/ui/password-field';
import { useSetNewPassword } from '../api/set-new-password';
import { reportFailure } from './report-failure';
import styles from './auth-layout.module.css';

/**
 * The new password and its repeat (ZNewPassword, the sign-up rule). The address and token come from the mailed
 * link; the address is shown read-only so that a password manager files the new password under it.
 */
export function NewPasswordForm({
  email,
  token,
  onDone,
}: {
  email: string;
  token: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetNewPassword();
  const [failure, setFailure] = useState<{ text: string; linkSpent: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZNewPassword),
    defaultValues: { newpassword: '', repeatpassword: '', email, token },
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        const text = reportFailure(error, { setError, setFocus }, ['newpassword', 'repeatpassword']);
        // A 422 that is not about the typed fields: the link was spent or expired meanwhile.
        if (text) setFailure({ text, linkSpent: error instanceof ApiError && error.status === 422 });
      },
    });
  });
  // The address or token of the link itself failed the schema: nothing the visitor can type fixes that.
  const linkError = errors.email?.message ?? errors.token?.message;

  return (
    <>
      {linkError && <Alert tone="error">{t('auth.newPassword.invalidLink')}</Alert>}
      {failure && (
        <Alert
          tone="error"
          action={
            failure.linkSpent && (
              <p>
                <Link to={paths.resetPassword}>{t('auth.newPassword.requestNew')}</Link>
              </p>
            )
          }
        >
          {failure.text}
        </Alert>
      )}
      <p>{t('auth.newPassword.lead')}</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth.field.email')}
          type="email"
          autoComplete="username"
          className={styles.readOnly}
          value={email}
          readOnly
        />
        <PasswordField
          label={t('auth.field.newPassword')}
          autoComplete="new-password"
          required
          hint={t('auth.field.passwordHint')}
          error={errors.newpassword?.message}
          {...register('newpassword')}
        />
        <PasswordField
          label={t('auth.field.repeatNewPassword')}
          autoComplete="new-password"
          required
          error={errors.repeatpassword?.message}
          {...register('repeatpassword')}
        />
        <Button type="submit" block loading={save.isPending}>
          {t('auth.newPassword.submit')}
        </Button>
      </form>
    </>
  );
}
