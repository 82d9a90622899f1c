import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { useSessionStore } from '@/features/session/stores/session-store';
import { makeUser, urlOf } from '@/test/fixtures';
import { queryClient } from './query-client';
import { routes } from './router';

const fetchMock = vi.fn<typeof fetch>();

/** The route table with every lazy module still on its way, as on a cold load. */
function withModulesLoading(table: RouteObject[]): RouteObject[] {
  return table.map(
    (route) =>
      ({
        ...route,
        ...(route.lazy ? { lazy: () => new Promise(() => undefined) } : {}),
        ...(route.children ? { children: withModulesLoading(route.children) } : {}),
      }) as RouteObject,
  );
}

const calledPaths = () => fetchMock.mock.calls.map(([url]) => urlOf(url).split('?')[0]);

describe("the route table's loaders", () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockReturnValue(new Promise(() => undefined));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it.each([
    [
      '/',
      [
        '/api/highlighted-content/list',
        '/api/vods/get-continue-watching',
        '/api/account/my-list',
        '/api/vods/recommended',
      ],
    ],
    ['/movies/45', ['/api/vods/list']],
    ['/tv-shows/2', ['/api/multi-event-vods/list']],
    ['/tv-shows/episode/7', ['/api/vods/list']],
    ['/trending', ['/api/vods/trending-movies', '/api/vods/trending-tv-shows']],
    ['/my-list', ['/api/account/my-list']],
  ])('start the calls of %s while its page code is still loading', async (path, expected) => {
    // A stored session not yet confirmed asks with its token.
    useSessionStore.setState({ user: null });
    createMemoryRouter(withModulesLoading(routes), { initialEntries: [path] });
    await waitFor(() => expect(calledPaths().sort()).toEqual([...expected].sort()));
  });

  it('home starts only the lists of its first screen', async () => {
    useSessionStore.setState({ user: makeUser() });
    createMemoryRouter(withModulesLoading(routes), { initialEntries: ['/'] });
    // The slider, continue watching, My List and the recommended films.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(calledPaths()).not.toContain('/api/vods/list');
  });

  it('ask for nothing while logged out', async () => {
    useSessionStore.setState({ user: false });
    createMemoryRouter(withModulesLoading(routes), { initialEntries: ['/movies/45'] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
