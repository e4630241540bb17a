import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { ZSignUp } from '@scena/shared/auth/schemas';
import { paths } from '@/lib/paths';
import { currentLanguage } from '@/lib/i18n';
import { Alert } from '@/ui/alert';
import { BirthdayField } from '@/ui/birthday-field';
import { Button } from '@/ui/button';
import { CountrySelect } from '@/ui/country-select';
import { CheckboxField, EmailField, RequiredMark, TextField } from '@/ui/field';
import { PasswordField } from '@/ui/password-field';
import { useSignUp } from '../api/sign-up';
import { NewTabLink } from './new-tab-link';
import { reportFailure } from './report-failure';
import { signUpSuccessPath } from './auth-paths';
import styles from './auth-layout.module.css';

const FIELDS = [
  'email',
  'password',
  'repeatpassword',
  'firstname',
  'lastname',
  'birthday',
  'country_code',
  'tos',
  'mailing',
] as const;

/**
 * Sign-up (visitor-side.md §5) with the very schema the API validates. The mailing box starts unticked and is
 * for people aged 16 or over (product-decisions §10); the page's language goes along for the account's e-mails.
 */
export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZSignUp),
    defaultValues: {
      email: '',
      password: '',
      repeatpassword: '',
      firstname: '',
      lastname: '',
      birthday: '',
      country_code: 'PL',
      mailing: false,
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    signUp.mutate(
      { ...values, language: currentLanguage() },
      {
        onSuccess: (created) => navigate(signUpSuccessPath(created.email)),
        onError: (error) => setFailure(reportFailure(error, { setError, setFocus }, FIELDS)),
      },
    );
  });

  return (
    <>
      {failure && <Alert tone="error">{failure}</Alert>}
      <p className={styles.requiredNote}>{t('auth.requiredNote')}</p>
      <form onSubmit={onSubmit} noValidate>
        <EmailField
          label={t('auth.field.email')}
          required
          hint={t('auth.field.emailHint')}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.field.password')}
          autoComplete="new-password"
          required
          hint={t('auth.field.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('auth.field.repeatPassword')}
          autoComplete="new-password"
          required
          error={errors.repeatpassword?.message}
          {...register('repeatpassword')}
        />
        <TextField
          label={t('auth.field.firstname')}
          autoComplete="given-name"
          required
          error={errors.firstname?.message}
          {...register('firstname')}
        />
        <TextField
          label={t('auth.field.lastname')}
          autoComplete="family-name"
          required
          error={errors.lastname?.message}
          {...register('lastname')}
        />
        <Controller
          control={control}
          name="birthday"
          render={({ field, fieldState }) => (
            // The kit's BirthdayField takes no ref: focusing "the field" focuses its first input (the day).
            <div
              ref={(element) =>
                field.ref(element && { focus: () => element.querySelector('input')?.focus() })
              }
            >
              <BirthdayField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                required
              />
            </div>
          )}
        />
        <CountrySelect required error={errors.country_code?.message} {...register('country_code')} />
        <CheckboxField
          label={
            <>
              <Trans
                i18nKey="auth.signUp.tos"
                components={{
                  terms: <NewTabLink href={paths.terms} />,
                  policy: <NewTabLink href={paths.policy} />,
                }}
              />
              <RequiredMark />
            </>
          }
          required
          error={errors.tos?.message}
          {...register('tos')}
        />
        <CheckboxField
          label={
            <>
              {t('auth.signUp.mailing')}
              <span className={styles.note}>{t('auth.signUp.mailingNote')}</span>
            </>
          }
          error={errors.mailing?.message}
          {...register('mailing')}
        />
        <Button type="submit" block loading={signUp.isPending}>
          {t('auth.signUp.submit')}
        </Button>
      </form>
      <div className={styles.aside}>
        <p>
          {t('auth.signUp.haveAccount')} <Link to={paths.signIn}>{t('auth.signUp.signIn')}</Link>
        </p>
      </div>
    </>
  );
}
