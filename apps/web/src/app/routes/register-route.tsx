import { RegisterWizard } from '@/features/registration/components/register-wizard';
import { GuestOnly } from '../guards/guest-only';
import { RequireRegistration } from '../guards/require-registration';
import { AuthLayout } from '../layout/auth-layout';

/** /register: visitors only, and only while registration is offered. */
export function Component() {
  return (
    <GuestOnly>
      <RequireRegistration>
        <AuthLayout wide>
          <RegisterWizard />
        </AuthLayout>
      </RequireRegistration>
    </GuestOnly>
  );
}
