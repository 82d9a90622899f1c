import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { CatalogueViewerContext, type CatalogueViewer } from '@/entities/title-card';
import { i18n } from '@/shared/i18n/i18n';

/** Renders one details-page control on /movies/3, with every other path a plain page. */
export function renderAction(element: ReactNode, viewer: Partial<CatalogueViewer> = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/movies/:id', element },
      { path: '/tv-shows/episode/:id', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/movies/3'] },
  );
  const value = { subscriptionExpired: false, currencyCode: 'EUR', ...viewer };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <CatalogueViewerContext value={value}>
          <RouterProvider router={router} />
        </CatalogueViewerContext>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}
