import { useEffect } from 'react';
import { SocketEvent, type VodItem } from '@marquee/contract';
import { emitRealtime } from '@/shared/realtime/realtime-socket';
import { saveProgress } from '../api/save-progress';
import type { PlayerCore } from '@marquee/player-core/player-core';
import { SAVE_PROGRESS_INTERVAL_MS } from '@marquee/player-core/player-rules';
import { saveProgressBody, vodPlaysEvent } from '@marquee/player-core/watch-report';

/**
 * Keeps continue watching in step with playback (spec: access §4): saves the position every
 * 15 s while playing and, with a keepalive request, when the page is hidden or left; leaving
 * the player at 10 s or more also emits vod-plays.
 */
export function useWatchReporting(vod: VodItem, core: PlayerCore | null): void {
  useEffect(() => {
    if (!core) return;
    // The element's own time, not the last timeupdate's (PlayerCore.position).
    const position = () => core.position();
    const save = (keepalive: boolean) => {
      const body = saveProgressBody(vod.id, position());
      // A lost save is retried by the next one; it must never interrupt playback.
      if (body) saveProgress(body, keepalive).catch(() => undefined);
    };
    const timer = window.setInterval(() => {
      if (core.getSnapshot().playing) save(false);
    }, SAVE_PROGRESS_INTERVAL_MS);
    const onPageHide = () => save(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save(true);
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the player (closing it, or moving to another episode).
      const event = vodPlaysEvent(vod, position());
      if (event) emitRealtime(SocketEvent.vodPlays, event);
      save(true);
    };
  }, [vod, core]);
}
