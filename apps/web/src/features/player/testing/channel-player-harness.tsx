import { vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Outlet, useParams } from 'react-router';
import { CatalogueViewerContext } from '@/entities/title-card';
import { renderRoutes } from '@/test/render';
import { ChannelRoutePage } from '../components/channel-route-page';
import { PlayerHost } from '../components/player-host';
import { bodiesOf, fakeLiveApi, type FakeLive } from './fake-live-api';

// What the channel player's tests share: /channels/{id} under a router with the player host,
// over the fake live TV calls.

function ChannelRoute() {
  const { id } = useParams();
  return <ChannelRoutePage id={Number(id)} />;
}

/** Opens `path` (channel 5 by default) with `live` as the server; returns its fetch mock too. */
export function renderChannel(live: FakeLive, path = '/channels/5') {
  const fetchMock = fakeLiveApi(live);
  vi.stubGlobal('fetch', fetchMock);
  const rendered = renderRoutes(
    [
      {
        element: (
          <CatalogueViewerContext value={{ subscriptionExpired: false, currencyCode: 'EUR' }}>
            <Outlet />
            <PlayerHost />
          </CatalogueViewerContext>
        ),
        children: [
          { path: '/', element: <p>home page</p> },
          { path: '/channels/:id', element: <ChannelRoute /> },
        ],
      },
    ],
    path,
  );
  return { fetchMock, ...rendered };
}

// The first opening also loads the player's lazy modules: on a busy machine that takes a while.
export const findVideo = () => screen.findByTestId('player-video', {}, { timeout: 5000 });

/** The bodies of the channel stream calls, in order. */
export const streamBodies = (fetchMock: ReturnType<typeof fakeLiveApi>) =>
  bodiesOf(fetchMock, '/api/channels/stream');
