import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZEmailOnly } from '@scena/shared/auth/schemas';
import { paths } from '@/lib/paths';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { EmailField } from '@/ui/field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { reportFailure } from './report-failure';
import { resetInfoPath } from './auth-paths';
import styles from './auth-layout.module.css';

/** The e-mail for a reset link; the answer is the same whether or not the account exists (product-decisions §11). */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const request = useRequestPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZEmailOnly),
    defaultValues: { email: params.get('email') ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    request.mutate(values, {
      onSuccess: () => navigate(resetInfoPath(values.email)),
      onError: (error) => setFailure(reportFailure(error, { setError, setFocus }, ['email'])),
    });
  });

  return (
    <>
      {failure && <Alert tone="error">{failure}</Alert>}
      <form onSubmit={onSubmit} noValidate>
        <EmailField
          label={t('auth.field.email')}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" block loading={request.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </form>
      <div className={styles.aside}>
        <p>
          <Link to={paths.signIn}>{t('auth.backToSignIn')}</Link>
        </p>
      </div>
    </>
  );
}
