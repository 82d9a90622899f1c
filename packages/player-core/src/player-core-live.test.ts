import { describe, expect, it, vi } from 'vitest';
import { PlayerCore } from './player-core';
import { FILM, fakeVideo, playlist, setUp } from './testing/fake-media';

describe('PlayerCore', () => {
  describe('live', () => {
    // 15 segments of 2 s from 100 s: a 30 s window; hls.js syncs 3 segments from its end.
    const window = playlist(100, 15, true, Date.UTC(2026, 10, 24, 20, 0, 0));

    async function playingLive() {
      const setup = setUp({ currentTime: 124, duration: Infinity });
      await setup.core.load('/media/live/7/index.m3u8');
      setup.hls.latest().level(window, 124);
      setup.emit('playing');
      return setup;
    }

    it('reports a live stream: its window as the duration, its live edge, never 0 or NaN', async () => {
      const { core, state, emit } = await playingLive();
      state.currentTime = 110;
      emit('timeupdate');
      expect(core.getSnapshot()).toMatchObject({
        isLive: true,
        currentTime: 110,
        duration: 30,
        seekableStart: 100,
        seekableEnd: 130,
        liveEdge: 124,
      });
      expect(core.position()).toEqual({ currentTime: 110, duration: 30 });
    });

    it("reports an Infinity duration of the browser's own HLS as its seekable window", async () => {
      const media = fakeVideo({ currentTime: 65 });
      const core = new PlayerCore(media.video, {
        hls: { supported: () => false, load: () => Promise.reject(new Error('not used')) },
      });
      vi.spyOn(media.video, 'canPlayType').mockReturnValue('maybe');
      await core.load('/media/live/7/index.m3u8');
      media.state.duration = Infinity;
      media.state.seekable = [[40, 70]];
      media.emit('durationchange');
      expect(core.getSnapshot()).toMatchObject({
        isLive: true,
        duration: 30,
        seekableStart: 40,
        seekableEnd: 70,
        liveEdge: 70,
      });
    });

    it('follows the window as the live playlist moves on, even while paused', async () => {
      const { core, hls } = await playingLive();
      core.pause();
      hls.latest().level(playlist(110, 15, true), 134);
      expect(core.getSnapshot()).toMatchObject({
        seekableStart: 110,
        seekableEnd: 140,
        liveEdge: 134,
      });
    });

    it('goes to the live edge, and plays', async () => {
      const { core, state, play, emit } = await playingLive();
      core.pause();
      state.currentTime = 104;
      emit('timeupdate');
      play.mockClear();
      core.goToLive();
      expect(state.currentTime).toBe(124);
      expect(core.getSnapshot().currentTime).toBe(124);
      expect(play).toHaveBeenCalledOnce();
    });

    it('keeps seeks within the window, and short of the live edge', async () => {
      const { core, state } = await playingLive();
      core.seekTo(20);
      expect(state.currentTime).toBe(100);
      core.seekTo(500);
      expect(state.currentTime).toBe(124);
    });

    it('reads the wall-clock time from PROGRAM-DATE-TIME', async () => {
      const { core, state, emit } = await playingLive();
      state.currentTime = 113.5;
      emit('timeupdate');
      expect(core.getSnapshot().wallClock).toBe(Date.UTC(2026, 10, 24, 20, 0, 13, 500));
    });

    it('seeks to a wall-clock time through PROGRAM-DATE-TIME', async () => {
      const { core, state } = await playingLive();
      expect(core.seekToWallTime(new Date(Date.UTC(2026, 10, 24, 20, 0, 7, 250)))).toBe(true);
      expect(state.currentTime).toBe(107.25);
      // Before the window: its start.
      core.seekToWallTime(new Date(Date.UTC(2026, 10, 24, 19, 0)));
      expect(state.currentTime).toBe(100);
    });

    it('cannot seek to a wall-clock time in a stream without PROGRAM-DATE-TIME', async () => {
      const { core, hls, state } = setUp({ currentTime: 124, duration: Infinity });
      await core.load('/media/live/7/index.m3u8');
      hls.latest().level(playlist(100, 15, true), 124);
      expect(core.getSnapshot().wallClock).toBeNull();
      expect(core.seekToWallTime(new Date())).toBe(false);
      expect(state.currentTime).toBe(124);
    });

    it('reports a film as not live, with a window from 0 to its length', async () => {
      const { core, hls, emit } = setUp({ currentTime: 12, duration: 600 });
      await core.load(FILM);
      hls.latest().level(playlist(0, 300, false));
      emit('durationchange');
      expect(core.getSnapshot()).toMatchObject({
        isLive: false,
        duration: 600,
        seekableStart: 0,
        seekableEnd: 600,
        liveEdge: null,
      });
    });
  });
});
