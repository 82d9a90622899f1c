import { subscriptionPackagesQueryOptions } from '@/entities/subscription-package';
import { devicesQueryOptions } from '@/features/account/api/get-devices';
import { paymentHistoryQueryOptions } from '@/features/account/api/get-payment-history';
import { AccountPage } from '@/features/account/components/account-page';
import { AccountSessionContext } from '@/features/account/hooks/use-account-session';
import { useSessionStore } from '@/features/session/stores/session-store';
import { buildFlags } from '@/shared/config/build-flags';
import { queryClient } from '../query-client';
import { useAccountSessionAdapter } from './use-account-session-adapter';

/** Starts the account data while the route renders; never blocks the navigation. */
export function loader() {
  if (useSessionStore.getState().user !== false) {
    void queryClient.prefetchQuery(devicesQueryOptions());
    if (!buildFlags.hideSubscriptions)
      void queryClient.prefetchQuery(subscriptionPackagesQueryOptions());
    void queryClient.prefetchQuery(paymentHistoryQueryOptions(1));
  }
  return null;
}

/** /account : My account. */
export function Component() {
  const session = useAccountSessionAdapter();
  if (!session) return null;
  return (
    <AccountSessionContext value={session}>
      <AccountPage />
    </AccountSessionContext>
  );
}
