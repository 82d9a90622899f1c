import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { until } from '@/shared/lib/until';

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
  return until(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => client.isFetching() === 0,
  );
}
