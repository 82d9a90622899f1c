import { ForgotPasswordPage } from '@/features/password-recovery/components/forgot-password-page';
import { AuthLayout } from '../layout/auth-layout';

/** /forgot-password: starts password recovery. */
export function Component() {
  return (
    <AuthLayout>
      <ForgotPasswordPage />
    </AuthLayout>
  );
}
