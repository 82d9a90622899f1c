import { useMemo } from 'react';
import { useSessionStore } from '@/features/session/stores/session-store';
import { CatalogueViewerContext } from '@/entities/title-card';
import { RequireAuth } from '../guards/require-auth';
import { AppLayout } from '../layout/app-layout';

/** The signed-in shell of every protected page: the guard around the app layout. */
export function Component() {
  const subscriptionExpired = useSessionStore(
    (state) =>
      state.user !== null && state.user !== false && state.user.account.subscription_expired,
  );
  const currencyCode = useSessionStore((state) => (state.user ? state.user.currency_code : null));
  const kids = useSessionStore((state) => (state.user ? state.user.profile.is_kids : false));
  const viewer = useMemo(
    () => ({ subscriptionExpired, currencyCode, myList: true, kids }),
    [subscriptionExpired, currencyCode, kids],
  );
  return (
    <RequireAuth>
      <CatalogueViewerContext value={viewer}>
        <AppLayout />
      </CatalogueViewerContext>
    </RequireAuth>
  );
}
