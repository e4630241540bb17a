import { useTranslation } from 'react-i18next';
import '../i18n';
import { AuthLayout } from '../components/auth-layout';
import { ResetRequestForm } from '../components/reset-request-form';

/** /resetowanie-hasla: ask for a link to set a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.reset.title')} lead={t('auth.reset.lead')}>
      <ResetRequestForm />
    </AuthLayout>
  );
}
