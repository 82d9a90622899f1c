import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TitleMarkers } from '@marquee/contract';
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

/** Plays the video from its first frame, `duration` seconds long. */
function startPlaying(video: HTMLVideoElement, duration: number) {
  Object.defineProperty(video, 'duration', { configurable: true, get: () => duration });
  fireEvent.durationChange(video);
  fireEvent.playing(video);
}

/** Moves the playback position, as the element reports it while playing. */
function reach(video: HTMLVideoElement, seconds: number) {
  act(() => {
    video.currentTime = seconds;
    fireEvent.timeUpdate(video);
  });
}

async function playFilm(markers: TitleMarkers, extra: Parameters<typeof makeMovie>[0] = {}) {
  serveStream(filmStream);
  renderAt('/movies/3?play', playState(makeMovie({ markers, ...extra })));
  const video = await findVideo<HTMLVideoElement>();
  await waitFor(() => expect(video.getAttribute('src')).toBe(filmStream.url));
  return video;
}

describe('PlayerHost: skip markers', () => {
  setUpPlayerHost();

  it('shows "Skip intro" for 8 s from the intro\'s start, and skips to its end', async () => {
    const video = await playFilm({ intro: { start: 2, end: 90 } });
    startPlaying(video, 600);
    reach(video, 1);
    expect(screen.queryByRole('button', { name: 'Skip intro' })).toBeNull();
    reach(video, 2);
    expect(screen.getByRole('button', { name: 'Skip intro' })).toBeInTheDocument();
    reach(video, 10);
    expect(screen.queryByRole('button', { name: 'Skip intro' })).toBeNull();

    reach(video, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Skip intro' }));
    expect(video.currentTime).toBe(90);
    // The player keeps the focus, so its keys still play and seek.
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: /Video player/ }));
  });

  it('says "Skip recap" during a recap, and offers nothing for a part under 3 s', async () => {
    const video = await playFilm({ recap: { start: 0, end: 40 }, intro: { start: 40, end: 42 } });
    startPlaying(video, 600);
    reach(video, 0.5);
    expect(screen.getByRole('button', { name: 'Skip recap' })).toBeInTheDocument();
    reach(video, 40.5);
    expect(screen.queryByRole('button', { name: /^Skip/ })).toBeNull();
  });

  it("is reached with Tab, and Enter on the player itself skips too (a remote's OK)", async () => {
    const video = await playFilm({ intro: { start: 0, end: 30 } });
    startPlaying(video, 600);
    reach(video, 1);
    const player = screen.getByRole('dialog', { name: /Video player/ });
    player.focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    expect(video.currentTime).toBe(30);

    reach(video, 1);
    const skip = screen.getByRole('button', { name: 'Skip intro' });
    for (let step = 0; step < 20 && document.activeElement !== skip; step += 1) await user.tab();
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(video.currentTime).toBe(30);
  });

  it('starts over without asking when the credits had started where it stopped', async () => {
    const credits = { credits: { start: 25, end: 30 } };
    await playFilm(credits, { continue_watching: { stopped_time: 26, duration: 30 } });
    expect(screen.queryByText(/You stopped at/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
  });

  it("counts no next episode down over a film's credits", async () => {
    const video = await playFilm({ credits: { start: 500, end: 600 } });
    startPlaying(video, 600);
    reach(video, 501);
    expect(screen.queryByText(/Next episode in/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Watch credits' })).toBeNull();
  });

  describe("at an episode's credits", () => {
    const profile = makeMovie().movie_source.profiles[0]!;
    const episode = (id: number, number: number, markers: TitleMarkers = {}) =>
      makeMovie({
        id,
        type: 1,
        title: `Episode title ${number}`,
        episode_number: number,
        multi_event_vod_season_id: 5,
        markers,
        movie_source: { subtitles: [], profiles: [{ ...profile, id: id * 10 }] },
      });
    const credits = { credits: { start: 1300, end: 1380 } };

    async function playFirst() {
      const first = episode(7, 1, credits);
      serveStream(filmStream, [], { '/api/vods/list': listOf([first, episode(8, 2)]) });
      renderAt('/tv-shows/episode/7?play', { ...playState(first), profileId: 70 });
      const video = await findVideo<HTMLVideoElement>();
      await screen.findByRole('button', { name: 'Next episode' });
      startPlaying(video, 1380);
      return video;
    }

    it('counts down 5 s from where they start, then plays the next episode', async () => {
      const video = await playFirst();
      reach(video, 1299);
      expect(screen.queryByText(/Next episode in/)).toBeNull();
      reach(video, 1300);
      expect(screen.getByText('Next episode in 5 seconds')).toBeInTheDocument();
      reach(video, 1303.5);
      expect(screen.getByText('Next episode in 2 seconds')).toBeInTheDocument();
      reach(video, 1305.2);
      await waitFor(() =>
        expect(streamBodies().at(-1)).toEqual({ single_event_vod_id: 8, vod_profile_id: 80 }),
      );
      expect(streamBodies()).toHaveLength(2);
    });

    it('is dismissed for this episode by "Watch credits", and playback goes on', async () => {
      const video = await playFirst();
      reach(video, 1301);
      await userEvent.click(screen.getByRole('button', { name: 'Watch credits' }));
      expect(screen.queryByText(/Next episode in/)).toBeNull();
      for (const seconds of [1305, 1340, 1376]) {
        reach(video, seconds);
        expect(screen.queryByText(/Next episode in/)).toBeNull();
      }
      expect(streamBodies()).toHaveLength(1);
    });
  });
});
