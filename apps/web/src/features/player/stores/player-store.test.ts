import { beforeEach, describe, expect, it } from 'vitest';
import { makeMovie } from '@/test/fixtures';
import { vodSource } from '@marquee/player-core/player-source';
import { usePlayerStore } from './player-store';

const at = { originRoute: '/movies/3', openedAt: '/movies/3?play' };

describe('usePlayerStore', () => {
  beforeEach(() => usePlayerStore.getState().close());

  it('opens a source maximised, and leaves the one already open as it is', () => {
    const { open, setPlayerSize } = usePlayerStore.getState();
    open({ source: vodSource(makeMovie({ id: 3 }), 11), ...at });
    setPlayerSize('minimize');
    open({ source: vodSource(makeMovie({ id: 3 }), 12), ...at });
    expect(usePlayerStore.getState()).toMatchObject({
      isPlayerOpened: true,
      playerSize: 'minimize',
      source: { kind: 'film', profileId: 11 },
    });
    open({ source: vodSource(makeMovie({ id: 9, type: 1 })), ...at });
    expect(usePlayerStore.getState()).toMatchObject({
      playerSize: 'maximize',
      source: { kind: 'episode', vod: { id: 9 } },
    });
  });

  it("lets a trailer play once its PIN is entered, and closes to the spec's closed state", () => {
    const { open } = usePlayerStore.getState();
    open({ source: { kind: 'trailer', title: 'T', url: '/t.m3u8', pinPending: true }, ...at });
    usePlayerStore.getState().trailerPinEntered();
    expect(usePlayerStore.getState().source).toMatchObject({ kind: 'trailer', pinPending: false });
    usePlayerStore.getState().close();
    expect(usePlayerStore.getState()).toMatchObject({
      isPlayerOpened: false,
      playerSize: 'maximize',
      source: null,
      originRoute: null,
      openedAt: null,
    });
  });
});
