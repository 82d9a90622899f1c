// The list page under test: its calls answered from memory, its address shown, and its
// details route; shared by the page's test files.
import { vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { TvShow, VodItem } from '@marquee/contract';
import { envelopeResponse, makeConfiguration, makeMovie, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { BrowsePage } from '../components/browse-page';

export const fetchMock = vi.fn<typeof fetch>();
export const scrollIntoView = vi.fn();

const genres = [
  { id: 1, name: 'Action' },
  { id: 2, name: 'Comedy' },
  { id: 3, name: 'Drama' },
];
const showTypes = [
  { id: 1, name: 'Feature film' },
  { id: 2, name: 'Series' },
];

export const movies = (count: number, first = 1) =>
  Array.from({ length: count }, (_, index) =>
    makeMovie({
      id: first + index,
      title: `Film ${first + index}`,
      cover: {
        preview_ar: null,
        medium_ar: `/posters/${first + index}.svg`,
        small_ar: null,
      },
    }),
  );

export interface Answers {
  list?: (url: URL) => { items: (VodItem | TvShow)[]; pageCount: number; count?: number } | Error;
  ads?: unknown[];
  never?: boolean;
}

/** Answers the calls of the list page; `list` decides the film or show page by its address. */
export function serve({
  list = () => ({ items: movies(3), pageCount: 1 }),
  ads = [],
  never,
}: Answers) {
  fetchMock.mockImplementation((input) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const ok = (data: unknown) => Promise.resolve(envelopeResponse({ status: 1, data }));
    if (url.pathname.endsWith('/genres/list')) return ok(genres);
    if (url.pathname.endsWith('/show-types/list')) return ok(showTypes);
    if (url.pathname.endsWith('/composer/configuration/web')) return ok(makeConfiguration());
    if (url.pathname.endsWith('/ads/list')) return ok(ads);
    if (never) return new Promise<Response>(() => undefined);
    const answer = list(url);
    if (answer instanceof Error) {
      return Promise.resolve(envelopeResponse({ status: 0, message: 'Broken' }, 500));
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    return ok({
      items: answer.items,
      pager: { page, pageCount: answer.pageCount, count: answer.count ?? answer.items.length },
    });
  });
}

export const listCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => decodeURIComponent(urlOf(input)))
    .filter((url) => url.includes('/vods/list') || url.includes('/multi-event-vods/list'));

export function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

export function Details() {
  const { state } = useLocation() as { state: { item?: { title: string } } | null };
  return <p>details of {state?.item?.title}</p>;
}

export function renderList(path = '/movies') {
  const page = (kind: 'movies' | 'tvShows') => (
    <>
      <BrowsePage kind={kind} />
      <Address />
    </>
  );
  return renderRoutes(
    [
      { path: '/movies', element: page('movies') },
      { path: '/tv-shows', element: page('tvShows') },
      { path: '/movies/:id', element: <Details /> },
    ],
    path,
  );
}

export const address = () => screen.getByTestId('address').textContent;
