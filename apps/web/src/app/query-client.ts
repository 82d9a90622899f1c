import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';

const MAX_NETWORK_RETRIES = 2;

/** The app's one query client: retries only when no answer came back. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        isApiError(error) && error.kind === 'network' && failureCount < MAX_NETWORK_RETRIES,
    },
    mutations: { retry: false },
  },
});

/** Resolves once none of the client's queries is fetching: at once when none is. */
export function queriesSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
  });
}
