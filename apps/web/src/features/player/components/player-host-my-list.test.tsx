import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listOf, makeMovie, makeShow, urlOf } from '@/test/fixtures';
import {
  fetchMock,
  filmStream,
  playState,
  renderAt,
  serveStream,
  setUpPlayerHost,
} from '../testing/player-host-harness';

const signedIn = { subscriptionExpired: false, myList: true };

const toggleBodies = () =>
  fetchMock.mock.calls
    .filter(([input]) => urlOf(input) === '/api/account/my-list/toggle')
    .map(([, init]) => JSON.parse(init!.body as string) as unknown);

describe('PlayerHost', () => {
  setUpPlayerHost();

  describe("My List in the player's controls", () => {
    it('puts the film playing in My List', async () => {
      const listed: unknown[] = [];
      serveStream(filmStream, [], {
        '/api/account/my-list/toggle': { in_list: true },
        '/api/account/my-list': listed,
      });
      renderAt('/movies/3?play', playState(makeMovie()), signedIn);
      const button = await screen.findByRole('button', { name: 'My List' });
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith('/api/account/my-list', expect.anything()),
      );
      expect(button).toHaveAttribute('aria-pressed', 'false');
      // What the server holds once the film is in.
      listed.push(makeMovie());
      await userEvent.click(button);
      await waitFor(() => expect(toggleBodies()).toEqual([{ vod_id: 3, type: 0 }]));
      expect(button).toHaveAttribute('aria-pressed', 'true');
    });

    it("puts an episode's show in My List, pressed while it is there", async () => {
      const episode = makeMovie({
        id: 7,
        type: 1,
        title: 'Episode title 1',
        episode_number: 1,
        multi_event_vod_id: 6,
        multi_event_vod_season_id: 5,
      });
      serveStream(filmStream, [], {
        '/api/account/my-list/toggle': { in_list: false },
        '/api/account/my-list': [makeShow()],
        '/api/multi-event-vods/list': listOf([makeShow()]),
        '/api/vods/list': listOf([episode]),
      });
      renderAt(
        '/tv-shows/episode/7?play',
        { ...playState(episode), originRoute: '/tv-shows/episode/7' },
        signedIn,
      );
      const button = await screen.findByRole('button', { name: 'My List' });
      await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
      await userEvent.click(button);
      await waitFor(() => expect(toggleBodies()).toEqual([{ vod_id: 6, type: 2 }]));
    });

    it('has no My List button outside the signed-in shell', async () => {
      serveStream(filmStream);
      renderAt('/movies/3?play', playState(makeMovie()));
      await screen.findByRole('button', { name: 'Minimise player' });
      expect(screen.queryByRole('button', { name: 'My List' })).not.toBeInTheDocument();
    });
  });
});
