import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { useToast } from '@/ui/feedback';
import { useResendVerification } from '../api/resend-verification';

/** "Send the link again" for an address (POST /api/verifications/new): a toast on success, the reason if not. */
export function ResendVerification({
  email,
  variant = 'secondary',
}: {
  email: string;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const resend = useResendVerification();
  const [failure, setFailure] = useState<string | null>(null);

  const send = () => {
    setFailure(null);
    resend.mutate(
      { email },
      {
        onSuccess: () => toast(t('auth.resend.sent', { email }), 'success'),
        onError: (error) => setFailure(error instanceof ApiError ? error.message : t('error.internal')),
      },
    );
  };

  return (
    <>
      {failure && (
        <Alert tone="error" title={t('auth.resend.failed', { email })}>
          {failure}
        </Alert>
      )}
      <Button variant={variant} block loading={resend.isPending} onClick={send}>
        {t('auth.resend.button')}
      </Button>
    </>
  );
}
