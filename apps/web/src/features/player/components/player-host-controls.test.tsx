import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMovie, urlOf } from '@/test/fixtures';
import { usePlayerStore } from '../stores/player-store';
import {
  fetchMock,
  filmStream,
  findVideo,
  media,
  playState,
  renderAt,
  serveStream,
  setUpPlayerHost,
} from '../testing/player-host-harness';

describe('PlayerHost', () => {
  setUpPlayerHost();

  it('minimises to a progress bar with play, maximise and close, and maximises back', async () => {
    serveStream(filmStream);
    renderAt('/movies/3?play', playState(makeMovie()));
    await userEvent.click(await screen.findByRole('button', { name: 'Minimise player' }));
    expect(usePlayerStore.getState().playerSize).toBe('minimize');
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Maximise player' }));
    expect(usePlayerStore.getState().playerSize).toBe('maximize');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('gives every control an accessible name', async () => {
    serveStream(filmStream);
    renderAt('/movies/3?play', playState(makeMovie()));
    await screen.findByRole('button', { name: 'Minimise player' });
    for (const name of [
      'Play',
      'Fast forward 1×',
      'Mute',
      'Closed captions',
      'Settings',
      'Full screen',
      'Close player',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('0.8');
  });

  it('doubles the rate with fast-forward up to 8, then back to 1', async () => {
    serveStream(filmStream);
    renderAt('/movies/3?play', playState(makeMovie()));
    const video = await screen.findByTestId<HTMLVideoElement>('player-video');
    for (const rate of [2, 4, 8, 1]) {
      await userEvent.click(screen.getByRole('button', { name: /^Fast forward/ }));
      expect(video.playbackRate).toBe(rate);
    }
  });

  it('asks to resume or start over, and resumes at the stopped_time', async () => {
    serveStream(filmStream);
    const item = makeMovie({ continue_watching: { stopped_time: 125, duration: 600 } });
    renderAt('/movies/3?play', playState(item));
    expect(await screen.findByText('You stopped at 2:05.')).toBeInTheDocument();
    const video = screen.getByTestId<HTMLVideoElement>('player-video');
    expect(video.getAttribute('src')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/films/3/index.m3u8'));
    expect(video.currentTime).toBe(125);
  });

  it('plays the rule 1 advert before the content, which plays once it is skipped', async () => {
    serveStream(filmStream, [
      {
        id: 5,
        play_rules: 1,
        mid_roll_time: null,
        video_url: '/media/adverts/5/advert.mp4',
        display_duration: 0,
      },
    ]);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderAt('/movies/3?play', playState(makeMovie()));
    const advert = await screen.findByTestId('advert-video');
    expect(advert.getAttribute('src')).toBe('/media/adverts/5/advert.mp4');
    const video = screen.getByTestId('player-video');
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/films/3/index.m3u8'));
    expect(play.mock.contexts).not.toContain(video);
    await userEvent.click(screen.getByRole('button', { name: 'Skip advert' }));
    expect(screen.queryByTestId('advert-video')).not.toBeInTheDocument();
    expect(play.mock.contexts).toContain(video);
  });

  describe('rating stars and parental lock', () => {
    async function playingFilm() {
      serveStream(filmStream, [], {
        '/api/account/check-pin': { ok: true },
      });
      renderAt('/movies/3?play', playState(makeMovie({ title: 'Night Train' })));
      const video = await findVideo();
      // Loading resets the state: the video plays once it is loaded.
      await waitFor(() => expect(video.getAttribute('src')).toBe(filmStream.url));
      fireEvent.playing(video);
      await screen.findByRole('button', { name: 'Pause' });
      return video;
    }

    it('pauses while the rating stars are open and plays again when they close', async () => {
      const user = userEvent.setup();
      await playingFilm();
      const { pause } = media;
      const { play } = media;
      pause.mockClear();
      await user.click(screen.getByRole('button', { name: 'Rate this title' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rate Night Train' });
      expect(pause).toHaveBeenCalled();
      play.mockClear();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(play).toHaveBeenCalledOnce());
    });

    it('stays paused after the rating stars close when it was paused before', async () => {
      const user = userEvent.setup();
      const video = await playingFilm();
      fireEvent.pause(video);
      const { play } = media;
      play.mockClear();
      await user.click(screen.getByRole('button', { name: 'Rate this title' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rate Night Train' });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(play).not.toHaveBeenCalled();
    });

    it('locks the player behind the parental PIN, without controls, then plays on', async () => {
      const user = userEvent.setup();
      await playingFilm();
      const { play } = media;
      await user.click(screen.getByRole('button', { name: 'Lock the player' }));
      expect(screen.getByRole('dialog', { name: 'The player is locked' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
      play.mockClear();
      await user.click(screen.getByRole('button', { name: 'Unlock' }));
      expect(
        await screen.findByRole('dialog', { name: 'Enter your parental PIN' }),
      ).toHaveTextContent('Enter your 4-digit parental PIN to unlock the player.');
      await user.keyboard('1234');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(screen.queryByText('The player is locked')).toBeNull());
      const check = fetchMock.mock.calls.find(
        ([input]) => urlOf(input) === '/api/account/check-pin',
      );
      expect(JSON.parse(check![1]!.body as string)).toEqual({ type: 'parental', pin: '1234' });
      expect(play).toHaveBeenCalledOnce();
    });
  });
});
