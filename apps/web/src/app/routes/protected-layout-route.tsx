import { RequireAuth } from '../guards/require-auth';
import { AppLayout } from '../layout/app-layout';

/** The signed-in shell of every protected page: the guard around the app layout. */
export function Component() {
  return (
    <RequireAuth>
      <AppLayout />
    </RequireAuth>
  );
}
