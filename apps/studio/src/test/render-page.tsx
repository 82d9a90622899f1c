import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import type { Operator } from '@marquee/contract';
import type { ShellContext } from '@/session/use-operator';

/**
 * Renders a console page at `url` (under /studio) as the signed-in shell would hold it, with an
 * operator in its outlet context; returns the router, whose location the page keeps its state in.
 */
export function renderPage(
  page: ReactElement,
  {
    path,
    url,
    operator,
    others = [],
  }: {
    path: string;
    url: string;
    operator: Operator;
    /** Further pages the page may lead to. */
    others?: { path: string; element: ReactElement }[];
  },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const shell = <Outlet context={{ operator } satisfies ShellContext} />;
  const router = createMemoryRouter(
    [{ element: shell, children: [{ path, element: page }, ...others] }],
    {
      basename: '/studio',
      initialEntries: [`/studio${url}`],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
