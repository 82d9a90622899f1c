import { RegistrationSuccess } from '@/features/registration/components/registration-success';
import { AuthLayout } from '../layout/auth-layout';

/** /success: shown after a completed registration. */
export function Component() {
  return (
    <AuthLayout>
      <RegistrationSuccess />
    </AuthLayout>
  );
}
