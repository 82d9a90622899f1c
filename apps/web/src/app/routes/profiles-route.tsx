import { useEffect } from 'react';
import { ProfileChooserPage } from '@/features/session/components/profile-chooser-page';
import { usePlayerStore } from '@/features/player/stores/player-store';
import { RequireAuth } from '../guards/require-auth';
import { AuthLayout } from '../layout/auth-layout';

/** /profiles: "Who's watching?", signed in, outside the shell; what was playing stops. */
export function Component() {
  useEffect(() => usePlayerStore.getState().close(), []);
  return (
    <RequireAuth>
      <AuthLayout plain>
        <ProfileChooserPage />
      </AuthLayout>
    </RequireAuth>
  );
}
