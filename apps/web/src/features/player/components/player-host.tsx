import { Suspense, lazy, useState } from 'react';
import { loadTexts } from '@/shared/i18n/i18n';
import { whenIdle } from '@/shared/lib/when-idle';
import { usePlayRequest } from '../hooks/use-play-request';
import { usePlayerStore } from '../stores/player-store';
import type * as FloatingPlayerModule from './floating-player';

let playerModule: Promise<typeof FloatingPlayerModule> | null = null;
let loadedModule: typeof FloatingPlayerModule | null = null;

/**
 * Fetches the player's code and texts ahead of a likely Play click (pages with a Play button
 * call it).
 */
export function preloadPlayer(): Promise<typeof FloatingPlayerModule> {
  playerModule ??= Promise.all([import('./floating-player'), loadTexts('player')]).then(
    ([module]) => (loadedModule = module),
  );
  return playerModule;
}

/**
 * For pages with a Play button: the player's code arrives once the page is idle, before the
 * click but after everything on screen. Returns a function that cancels it if it has not run.
 */
export function preloadPlayerWhenIdle(): () => void {
  return whenIdle(() => void preloadPlayer());
}

/**
 * For pages that list channels: the player's code, the channel player's and hls.js arrive once
 * the page is idle, so a click on a channel waits for none of them. Returns a canceller.
 */
export function preloadChannelPlayerWhenIdle(): () => void {
  return whenIdle(() => void preloadPlayer().then((module) => module.preloadChannelPlayer()));
}

// The player, its controls and its core load only when a player opens (or is preloaded).
const LazyFloatingPlayer = lazy(() =>
  preloadPlayer().then((module) => ({ default: module.FloatingPlayer })),
);

/** Watches the URL for `?play` and renders the floating player layer while it is open. */
export function PlayerHost() {
  usePlayRequest();
  const isPlayerOpened = usePlayerStore((state) => state.isPlayerOpened);
  return isPlayerOpened ? <OpenPlayer /> : null;
}

/**
 * The floating player, from the opening to the closing. A preloaded player renders at once:
 * suspending, even briefly, would hold the reveal back. The component is chosen once per
 * opening: switching from the lazy one to the loaded one on a later render would be another
 * component to React, which would mount the player again and start the playback over.
 */
function OpenPlayer() {
  const [FloatingPlayer] = useState(() => loadedModule?.FloatingPlayer ?? LazyFloatingPlayer);
  return (
    <Suspense fallback={null}>
      <FloatingPlayer />
    </Suspense>
  );
}
