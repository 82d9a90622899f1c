import { useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { StudioApiError } from '@/api/studio-api';
import { studioSession } from '@/session/studio-session';
import { studioRoutes } from './studio-routes';

/** The console's base path: the server serves it at /studio (apps/server, console-app). */
export const STUDIO_BASE = '/studio';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal is an answer: only a missing answer is worth asking again.
        retry: (count, error) =>
          count < 2 && error instanceof StudioApiError && error.kind === 'network',
      },
    },
  });
}

/** The console: its queries and its pages. */
export function StudioApp() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(studioRoutes, { basename: STUDIO_BASE }));
  // What one operator saw is never shown to the next: a sign-out forgets every answer.
  useEffect(
    () =>
      studioSession.subscribe(() => {
        if (!studioSession.token()) queryClient.clear();
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
