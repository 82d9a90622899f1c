import { ProfileInfoPage } from '@/features/account/components/profile-info-page';
import { AccountSessionContext } from '@/features/account/hooks/use-account-session';
import { useAccountSessionAdapter } from './use-account-session-adapter';

/** /account/info : the profile's details, and new profiles. */
export function Component() {
  const session = useAccountSessionAdapter();
  if (!session) return null;
  return (
    <AccountSessionContext value={session}>
      <ProfileInfoPage />
    </AccountSessionContext>
  );
}
