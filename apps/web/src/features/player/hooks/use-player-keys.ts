import { useEffect, useLayoutEffect, useRef } from 'react';
import { isPinModalOpen } from '@/entities/pin';
import type { PlayerCore } from '@marquee/player-core/player-core';
import {
  SEEK_WINDOW_MS,
  accumulateSeek,
  seekTarget,
  stepVolume,
  type PendingSeek,
} from '@marquee/player-core/player-rules';

const ownsKeys = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'BUTTON' ||
    target.tagName === 'SELECT' ||
    target.tagName === 'TEXTAREA');

/** What the player's letter keys and the volume arrows do, where the player offers it. */
export interface PlayerKeyActions {
  /** Up and down change the volume; false where they zap channels (the channel player). */
  arrowsVolume?: boolean;
  /** F. */
  onFullscreen?: () => void;
  /** C: closed captions on and off. */
  onCaptions?: () => void;
  /** N: the next episode, or channel up. */
  onNext?: () => void;
  /** P: the previous episode, or channel down. */
  onPrevious?: () => void;
  /** ?: the keyboard shortcuts. */
  onHelp?: () => void;
  /** The position the arrows' gathered seek goes to, as it grows; null once it applies. */
  onSeekTarget?: (target: number | null) => void;
}

/**
 * Keyboard of the open player (spec: access §4): space toggles play; arrows seek 10 s per
 * press, presses within 500 ms add up and apply once the presses pause, never below 0. Beyond
 * the spec: up and down change the volume, M mutes, F goes fullscreen, C toggles captions, N and
 * P go to the next and previous episode or channel, ? shows the shortcuts. Keys are ignored
 * while a PIN modal is open or `enabled` is false (an advert or a prompt shows); focused
 * buttons and sliders keep their own keys, and shortcuts with Ctrl, Alt or Meta are the
 * browser's.
 */
export function usePlayerKeys(
  core: PlayerCore | null,
  enabled = true,
  actions: PlayerKeyActions = {},
): void {
  const pending = useRef<PendingSeek | null>(null);
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  // From the commit that enables them (a prompt or the keyboard help closed), not after the
  // paint as an effect would: a key pressed at once is not lost.
  useLayoutEffect(() => {
    if (!core || !enabled) return;
    let timer: number | undefined;
    const targetOf = (seek: PendingSeek) => {
      const { currentTime, duration, isLive } = core.getSnapshot();
      // A live window's bounds are the core's to keep: it clamps every seek to them.
      return seekTarget(currentTime, seek, isLive ? undefined : duration);
    };
    const apply = () => {
      const seek = pending.current;
      pending.current = null;
      if (!seek) return;
      latest.current.onSeekTarget?.(null);
      core.seekTo(targetOf(seek));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isPinModalOpen() || ownsKeys(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const action = keyCommand(core, key, latest.current);
      if (action) {
        event.preventDefault();
        action();
        return;
      }
      if (key !== 'ArrowRight' && key !== 'ArrowLeft') return;
      event.preventDefault();
      const direction = key === 'ArrowRight' ? 1 : -1;
      if (pending.current && pending.current.direction !== direction) apply();
      pending.current = accumulateSeek(pending.current, direction, performance.now());
      latest.current.onSeekTarget?.(targetOf(pending.current));
      window.clearTimeout(timer);
      timer = window.setTimeout(apply, SEEK_WINDOW_MS);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.clearTimeout(timer);
      pending.current = null;
    };
  }, [core, enabled]);
}

/** What a key does at once (not the seek arrows), or undefined when it does nothing here. */
function keyCommand(
  core: PlayerCore,
  key: string,
  actions: PlayerKeyActions,
): (() => void) | undefined {
  const { volume, muted } = core.getSnapshot();
  switch (key) {
    case ' ':
      return () => core.togglePlay();
    case 'm':
      return () => core.setMuted(!muted);
    case 'ArrowUp':
    case 'ArrowDown':
      if (actions.arrowsVolume === false) return undefined;
      return () => core.setVolume(stepVolume(volume, key === 'ArrowUp' ? 1 : -1));
    case 'f':
      return actions.onFullscreen;
    case 'c':
      return actions.onCaptions;
    case 'n':
      return actions.onNext;
    case 'p':
      return actions.onPrevious;
    case '?':
      return actions.onHelp;
    default:
      return undefined;
  }
}
