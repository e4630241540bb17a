import { useTranslation } from 'react-i18next';
import '../i18n';
import { AuthLayout } from '../components/auth-layout';
import { SignUpForm } from '../components/sign-up-form';

/** /rejestracja */
export function SignUpPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.signUp.title')} lead={t('auth.signUp.lead')}>
      <SignUpForm />
    </AuthLayout>
  );
}
