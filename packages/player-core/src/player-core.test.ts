import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_NETWORK_RESTARTS } from './error-recovery';
import { PlayerCore } from './player-core';
import { Events, FILM, fakeVideo, fatal, setUp } from './testing/fake-media';

describe('PlayerCore', () => {
  describe('playback states', () => {
    it('waits from load until the first frame, then reports playing and started', async () => {
      const { core, hls, video, play, emit } = setUp();
      await core.load(FILM, { startTime: 125 });
      expect(core.getSnapshot()).toMatchObject({ waiting: true, playing: false, started: false });
      expect(hls.latest()).toMatchObject({ url: FILM, media: video });
      expect(hls.latest().config.startPosition).toBe(125);

      hls.latest().emit(Events.MANIFEST_PARSED);
      expect(play).toHaveBeenCalledOnce();
      expect(core.getSnapshot()).toMatchObject({ playing: true, waiting: true, started: false });

      emit('playing');
      expect(core.getSnapshot()).toMatchObject({ playing: true, waiting: false, started: true });
    });

    it('stays paused on a load told not to play (the start advert comes first)', async () => {
      const { core, hls, play } = setUp();
      await core.load(FILM, { autoplay: false });
      hls.latest().emit(Events.MANIFEST_PARSED);
      expect(play).not.toHaveBeenCalled();
      expect(core.getSnapshot()).toMatchObject({ waiting: false, playing: false });
    });

    it('reports a pause, and no longer waits while paused', async () => {
      const { core, emit } = setUp();
      await core.load(FILM);
      emit('playing');
      core.pause();
      expect(core.getSnapshot()).toMatchObject({ playing: false, waiting: false, started: true });
    });

    it('reports one buffer issue for one stall, however many waiting events it fires', async () => {
      const { core, emit, issues } = setUp();
      await core.load(FILM);
      emit('playing');
      emit('waiting');
      emit('waiting');
      expect(core.getSnapshot().waiting).toBe(true);
      expect(issues).toEqual(['buffer']);
      emit('playing');
      emit('waiting');
      expect(issues).toEqual(['buffer', 'buffer']);
    });

    it('does not count waiting for a seek, or for the first frame, as a stall', async () => {
      const { core, emit, state, issues } = setUp();
      await core.load(FILM);
      emit('waiting');
      emit('playing');
      state.seeking = true;
      emit('waiting');
      expect(core.getSnapshot().waiting).toBe(true);
      expect(issues).toEqual([]);
    });

    it('reports the end', async () => {
      const { core, emit } = setUp();
      await core.load(FILM);
      emit('playing');
      emit('ended');
      expect(core.getSnapshot()).toMatchObject({ ended: true, playing: false, waiting: false });
    });

    it('recovers a media error, then swaps the audio codec, then gives up with a playback error', async () => {
      const { core, hls, emit, issues } = setUp();
      await core.load(FILM);
      emit('playing');
      const engine = hls.latest();
      engine.emit(Events.ERROR, fatal('mediaError', 'bufferAppendError'));
      expect(engine.recoverMediaError).toHaveBeenCalledOnce();
      engine.emit(Events.ERROR, fatal('mediaError', 'bufferAppendError'));
      expect(engine.swapAudioCodec).toHaveBeenCalledOnce();
      expect(core.getSnapshot().error).toBeNull();
      engine.emit(Events.ERROR, fatal('mediaError', 'bufferAppendError'));
      expect(core.getSnapshot()).toMatchObject({ error: 'playback', playing: false });
      expect(issues).toEqual(['crash']);
      expect(engine.destroyed).toBe(true);
    });

    describe('with timers', () => {
      beforeEach(() => vi.useFakeTimers());
      afterEach(() => vi.useRealTimers());

      it('restarts loading from where it stopped after network errors, then gives up', async () => {
        const { core, hls, emit, state, issues } = setUp();
        await core.load(FILM);
        emit('playing');
        state.currentTime = 42;
        const engine = hls.latest();
        for (let restart = 1; restart <= MAX_NETWORK_RESTARTS; restart++) {
          engine.emit(Events.ERROR, fatal('networkError', 'fragLoadError'));
          expect(core.getSnapshot().waiting).toBe(true);
          vi.runOnlyPendingTimers();
          expect(engine.startLoad).toHaveBeenCalledTimes(restart);
        }
        expect(engine.startLoad).toHaveBeenLastCalledWith(42);
        expect(core.getSnapshot().error).toBeNull();
        engine.emit(Events.ERROR, fatal('networkError', 'fragLoadError'));
        expect(core.getSnapshot().error).toBe('playback');
        expect(issues).toEqual(['crash']);
      });
    });

    it('plays a stream by the browser itself where hls.js cannot, and says when neither can', async () => {
      const media = fakeVideo();
      const core = new PlayerCore(media.video, {
        hls: { supported: () => false, load: () => Promise.reject(new Error('not used')) },
      });
      vi.spyOn(media.video, 'canPlayType').mockReturnValue('maybe');
      await core.load(FILM);
      expect(media.video.getAttribute('src')).toBe(FILM);
      expect(media.play).toHaveBeenCalledOnce();

      vi.spyOn(media.video, 'canPlayType').mockReturnValue('');
      await core.load(FILM);
      expect(core.getSnapshot()).toMatchObject({ error: 'unsupported', waiting: false });
    });

    it('stops listening to the element and releases hls.js when destroyed', async () => {
      const { core, hls, emit, issues } = setUp();
      await core.load(FILM);
      const listener = vi.fn();
      core.subscribe(listener);
      const before = core.getSnapshot();
      core.destroy();
      emit('playing');
      emit('waiting');
      emit('ended');
      expect(hls.latest().destroyed).toBe(true);
      expect(core.getSnapshot()).toBe(before);
      expect(listener).not.toHaveBeenCalled();
      expect(issues).toEqual([]);
    });
  });

  describe('position', () => {
    it("is the element's own time, ahead of the last timeupdate", () => {
      const { core } = setUp({ currentTime: 83.4, duration: 600 });
      expect(core.getSnapshot().currentTime).toBe(0);
      expect(core.position()).toEqual({ currentTime: 83.4, duration: 600 });
    });

    it('is where the element was once the core is destroyed and the element released', () => {
      const { core, video, state, emit } = setUp({ currentTime: 83.4, duration: 600 });
      video.setAttribute('src', 'blob:film');
      emit('durationchange');
      core.destroy();
      state.currentTime = 0;
      expect(core.position()).toEqual({ currentTime: 83.4, duration: 600 });
    });

    it('counts an unknown duration as 0', () => {
      expect(setUp({ currentTime: 12 }).core.position()).toEqual({ currentTime: 12, duration: 0 });
    });
  });
});
