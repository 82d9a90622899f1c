import { describe, expect, it, vi } from 'vitest';
import { Events, FILM, fatal, playlist, setUp } from './testing/fake-media';

describe('PlayerCore', () => {
  describe('an expired media address (403)', () => {
    const EXPIRED = { type: 'networkError', details: 'fragLoadError', fatal: false };
    const refused = (details = 'fragLoadError') => ({
      ...EXPIRED,
      details,
      response: { code: 403, text: 'Forbidden' },
    });

    async function playingFilm(refresh = vi.fn(() => Promise.resolve(`${FILM}?token=new`))) {
      const setup = setUp({ currentTime: 0, duration: 600 });
      await setup.core.load(`${FILM}?token=old`, { refresh });
      setup.hls.latest().emit(Events.MANIFEST_PARSED);
      setup.emit('playing');
      setup.state.currentTime = 83;
      setup.emit('timeupdate');
      return { ...setup, refresh };
    }

    it('asks for a new address once and goes on from the same position, without a crash', async () => {
      const { core, hls, refresh, issues, play, emit } = await playingFilm();
      const first = hls.latest();
      first.emit(Events.ERROR, refused());
      first.emit(Events.ERROR, refused('keyLoadError'));
      await vi.waitFor(() => expect(hls.instances).toHaveLength(2));
      expect(refresh).toHaveBeenCalledOnce();
      expect(first.stopLoad).toHaveBeenCalled();
      expect(first.destroyed).toBe(true);
      const second = hls.latest();
      expect(second.url).toBe(`${FILM}?token=new`);
      expect(second.config.startPosition).toBe(83);
      // The emptied element says 0 meanwhile; the player still says where the viewer was.
      expect(core.position()).toEqual({ currentTime: 83, duration: 600 });
      expect(core.getSnapshot()).toMatchObject({ error: null, waiting: true, currentTime: 83 });
      play.mockClear();
      second.emit(Events.MANIFEST_PARSED);
      expect(play).toHaveBeenCalledOnce();
      emit('waiting');
      emit('playing');
      expect(issues).toEqual([]);
    });

    it("goes on from a live stream's edge", async () => {
      const refresh = vi.fn(() => Promise.resolve('/media/live/7/index.m3u8?token=new'));
      const { core, hls, emit } = setUp({ currentTime: 110, duration: Infinity });
      await core.load('/media/live/7/index.m3u8?token=old', { refresh });
      hls.latest().level(playlist(100, 15, true), 124);
      emit('playing');
      hls.latest().emit(Events.ERROR, refused('levelLoadError'));
      await vi.waitFor(() => expect(hls.instances).toHaveLength(2));
      expect(hls.latest().config.startPosition).toBe(-1);
    });

    it('is a playback error when the new address is refused too', async () => {
      const { core, hls, refresh, issues } = await playingFilm();
      hls.latest().emit(Events.ERROR, refused());
      await vi.waitFor(() => expect(hls.instances).toHaveLength(2));
      hls.latest().emit(Events.ERROR, { ...refused('manifestLoadError'), fatal: true });
      expect(core.getSnapshot().error).toBe('playback');
      expect(issues).toEqual(['crash']);
      expect(refresh).toHaveBeenCalledOnce();
    });

    it('renews again once the new address has played', async () => {
      const { hls, refresh } = await playingFilm();
      hls.latest().emit(Events.ERROR, refused());
      await vi.waitFor(() => expect(hls.instances).toHaveLength(2));
      hls.latest().emit(Events.FRAG_BUFFERED);
      hls.latest().emit(Events.ERROR, refused());
      await vi.waitFor(() => expect(hls.instances).toHaveLength(3));
      expect(refresh).toHaveBeenCalledTimes(2);
    });

    it('tries again on a new address', async () => {
      const { core, hls, refresh } = await playingFilm();
      hls.latest().emit(Events.ERROR, fatal('mediaError', 'fragParsingError'));
      hls.latest().emit(Events.ERROR, fatal('mediaError', 'fragParsingError'));
      hls.latest().emit(Events.ERROR, fatal('mediaError', 'fragParsingError'));
      expect(core.getSnapshot().error).toBe('playback');
      await core.retry(`${FILM}?token=old`);
      expect(refresh).toHaveBeenCalledOnce();
      expect(hls.latest().url).toBe(`${FILM}?token=new`);
      expect(hls.latest().config.startPosition).toBe(83);
      expect(core.getSnapshot().error).toBeNull();
    });

    it('is a playback error when no new address comes', async () => {
      const refresh = vi.fn(() => Promise.reject(new Error('stream call failed')));
      const { core, hls, issues } = await playingFilm(refresh);
      hls.latest().emit(Events.ERROR, refused());
      await vi.waitFor(() => expect(core.getSnapshot().error).toBe('playback'));
      expect(issues).toEqual(['crash']);
    });
  });
});
