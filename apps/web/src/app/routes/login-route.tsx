import { LoginPage } from '@/features/session/components/login-page';
import { GuestOnly } from '../guards/guest-only';
import { AuthLayout } from '../layout/auth-layout';

/** /login: visitors only. */
export function Component() {
  return (
    <GuestOnly>
      <AuthLayout>
        <LoginPage />
      </AuthLayout>
    </GuestOnly>
  );
}
