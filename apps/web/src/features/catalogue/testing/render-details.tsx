import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, useLocation, useParams } from 'react-router';
import { CatalogueViewerContext } from '@/entities/title-card';
import { i18n } from '@/shared/i18n/i18n';
import { parseDetailsId } from '../lib/details-id';
import { EpisodeDetailsPage } from '../components/episode-details-page';
import { MovieDetailsPage } from '../components/movie-details-page';
import { TvShowDetailsPage } from '../components/tv-show-details-page';

function MovieRoute() {
  return <MovieDetailsPage id={parseDetailsId(useParams().id)} />;
}

function TvShowRoute() {
  return <TvShowDetailsPage id={parseDetailsId(useParams().id)} />;
}

function EpisodeRoute() {
  return <EpisodeDetailsPage id={parseDetailsId(useParams().id)} />;
}

/** Stands for a list page: says which one it is. */
function ListPage() {
  return <p>list {useLocation().pathname}</p>;
}

interface RenderDetailsOptions {
  /** Navigation state of the first entry (a card's `{ item }`). */
  state?: unknown;
  /** Query string of the first entry (`?trailer`). */
  search?: string;
  /** History entries before the details page, oldest first. */
  before?: string[];
  subscriptionExpired?: boolean;
  /** The signed-in account's currency (rental prices); none by default. */
  currencyCode?: string | null;
  /** The viewer keeps a My List (the signed-in shell's); off by default. */
  myList?: boolean;
  /** A kids profile watches. */
  kids?: boolean;
}

/** Renders the details routes in a memory router, starting at `path`. */
export function renderDetails(path: string, options: RenderDetailsOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/movies/:id', element: <MovieRoute /> },
      { path: '/tv-shows/:id', element: <TvShowRoute /> },
      { path: '/tv-shows/episode/:id', element: <EpisodeRoute /> },
      { path: '*', element: <ListPage /> },
    ],
    {
      initialEntries: [
        ...(options.before ?? []),
        { pathname: path, search: options.search ?? '', state: options.state },
      ],
      initialIndex: options.before?.length ?? 0,
    },
  );
  const viewer = {
    subscriptionExpired: options.subscriptionExpired ?? false,
    currencyCode: options.currencyCode ?? null,
    myList: options.myList ?? false,
    kids: options.kids ?? false,
  };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <CatalogueViewerContext value={viewer}>
          <RouterProvider router={router} />
        </CatalogueViewerContext>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}
