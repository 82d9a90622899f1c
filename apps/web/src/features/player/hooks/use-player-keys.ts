import { useEffect, useRef } from 'react';
import { isPinModalOpen } from '@/shared/ui/pin-modal/pin-modal-store';
import type { PlayerCore } from '../core/player-core';
import { SEEK_WINDOW_MS, accumulateSeek, seekTarget, type PendingSeek } from '../core/player-rules';

const ownsKeys = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'BUTTON' ||
    target.tagName === 'SELECT' ||
    target.tagName === 'TEXTAREA');

/**
 * Keyboard of the open player (spec: access §4): space toggles play; arrows seek 10 s per
 * press, presses within 500 ms add up and apply once the presses pause, never below 0. Keys
 * are ignored while a PIN modal is open or `enabled` is false (an advert or a prompt shows);
 * focused buttons and sliders keep their own keys.
 */
export function usePlayerKeys(core: PlayerCore | null, enabled = true): void {
  const pending = useRef<PendingSeek | null>(null);

  useEffect(() => {
    if (!core || !enabled) return;
    let timer: number | undefined;
    const apply = () => {
      const seek = pending.current;
      pending.current = null;
      if (!seek) return;
      const { currentTime, duration, isLive } = core.getSnapshot();
      // A live window's bounds are the core's to keep: it clamps every seek to them.
      core.seekTo(seekTarget(currentTime, seek, isLive ? undefined : duration));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isPinModalOpen() || ownsKeys(event.target)) return;
      if (event.key === ' ') {
        event.preventDefault();
        core.togglePlay();
        return;
      }
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      const direction = event.key === 'ArrowRight' ? 1 : -1;
      if (pending.current && pending.current.direction !== direction) apply();
      pending.current = accumulateSeek(pending.current, direction, performance.now());
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
