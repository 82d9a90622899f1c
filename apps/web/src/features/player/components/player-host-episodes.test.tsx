import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VodItem } from '@marquee/contract';
import { listOf, makeMovie } from '@/test/fixtures';
import {
  filmStream,
  findVideo,
  playState,
  renderAt,
  serveStream,
  setUpPlayerHost,
  streamBodies,
} from '../testing/player-host-harness';

describe('PlayerHost', () => {
  setUpPlayerHost();

  describe('Next episode and the episodes strip (access §4, Episode end or next)', () => {
    const base = makeMovie().movie_source.profiles[0]!;
    const profile = (id: number, name: string, subscribed = true) => ({
      ...base,
      id,
      name,
      subscribed,
    });
    const episode = (id: number, number: number, profiles: (typeof base)[]) =>
      makeMovie({
        id,
        type: 1,
        title: `Episode title ${number}`,
        episode_number: number,
        multi_event_vod_season_id: 5,
        movie_source: { subtitles: [], profiles },
      });
    const first = episode(7, 1, [profile(11, 'SD'), profile(12, 'HD')]);

    async function playFirstWith(next: VodItem, third?: VodItem) {
      serveStream(filmStream, [], {
        '/api/vods/list': listOf(third ? [first, next, third] : [first, next]),
      });
      renderAt('/tv-shows/episode/7?play', {
        ...playState(first),
        originRoute: '/tv-shows/episode/7',
        profileId: 12,
      });
      await findVideo();
      return screen.findByRole('button', { name: 'Next episode' });
    }

    it('goes straight on with the playing profile, found by name in the next episode', async () => {
      const user = userEvent.setup();
      const next = episode(8, 2, [profile(21, 'SD'), profile(22, 'HD')]);
      await user.click(await playFirstWith(next));
      await waitFor(() =>
        expect(streamBodies().at(-1)).toEqual({ single_event_vod_id: 8, vod_profile_id: 22 }),
      );
      expect(screen.queryByRole('dialog', { name: 'Choose a profile' })).toBeNull();
    });

    it('plays with the only subscribed profile when the playing one is not subscribed', async () => {
      const user = userEvent.setup();
      const next = episode(8, 2, [profile(21, 'SD'), profile(22, 'HD', false)]);
      await user.click(await playFirstWith(next));
      await waitFor(() =>
        expect(streamBodies().at(-1)).toEqual({ single_event_vod_id: 8, vod_profile_id: 21 }),
      );
    });

    it('asks for a profile when several are subscribed but not the playing one', async () => {
      const user = userEvent.setup();
      const next = episode(8, 2, [profile(21, 'SD'), profile(23, '4K'), profile(22, 'HD', false)]);
      await user.click(await playFirstWith(next));
      const dialog = await screen.findByRole('dialog', { name: 'Choose a profile' });
      expect(
        within(dialog)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['SD', '4K']);
      await user.click(within(dialog).getByRole('radio', { name: '4K' }));
      await user.click(within(dialog).getByRole('button', { name: 'Play' }));
      await waitFor(() =>
        expect(streamBodies().at(-1)).toEqual({ single_event_vod_id: 8, vod_profile_id: 23 }),
      );
    });

    it('skips to the next subscribed episode, and the strip plays any episode of the season', async () => {
      const user = userEvent.setup();
      const locked = episode(8, 2, [profile(21, 'HD', false)]);
      const third = episode(9, 3, [profile(31, 'HD')]);
      await user.click(await playFirstWith(locked, third));
      await waitFor(() =>
        expect(streamBodies().at(-1)).toEqual({ single_event_vod_id: 9, vod_profile_id: 31 }),
      );
      await user.click(screen.getByRole('button', { name: 'Episodes' }));
      const strip = screen.getByRole('navigation', { name: 'Episodes of this season' });
      const buttons = within(strip).getAllByRole('button');
      expect(buttons.map((button) => button.getAttribute('aria-current'))).toEqual([
        null,
        null,
        'true',
      ]);
      await user.click(within(strip).getByRole('button', { name: /Episode 1/ }));
      await waitFor(() =>
        expect(streamBodies().at(-1)).toEqual({ single_event_vod_id: 7, vod_profile_id: 12 }),
      );
    });
  });
});
