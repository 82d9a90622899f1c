import { ResetPasswordPage } from '@/features/password-recovery/components/reset-password-page';
import { AuthLayout } from '../layout/auth-layout';

/** /reset-password?token=…: the link of the recovery e-mail. */
export function Component() {
  return (
    <AuthLayout>
      <ResetPasswordPage />
    </AuthLayout>
  );
}
