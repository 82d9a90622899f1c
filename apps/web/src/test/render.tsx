import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { i18n } from '@/shared/i18n/i18n';

/**
 * Renders routes in a memory router with a fresh query client, starting at `path`; `prepare`
 * fills the client's cache first (e.g. the configuration's modules).
 */
export function renderRoutes(
  routes: RouteObject[],
  path = '/',
  prepare?: (queryClient: QueryClient) => void,
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  prepare?.(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
  return { router, queryClient, ...render(wrap(<RouterProvider router={router} />)) };
}
