import { useEffect } from 'react';
import { SocketEvent, type Channel } from '@marquee/contract';
import { emitRealtime } from '@/shared/realtime/realtime-socket';
import type { PlayerCore } from '@marquee/player-core/player-core';
import { channelPlaysEvent } from '@marquee/player-core/watch-report';

/**
 * Emits vod-plays for a channel (model_type 3) when it is left after 10 s or more of playing,
 * as the film player does. The time counted is time spent playing: a position in a live window
 * says nothing about how long it was watched.
 */
export function useChannelWatchReporting(channel: Channel, core: PlayerCore | null): void {
  useEffect(() => {
    if (!core) return;
    let watched = 0;
    let playingSince: number | null = null;
    const onChange = () => {
      const { playing } = core.getSnapshot();
      if (playing && playingSince === null) playingSince = performance.now();
      if (!playing && playingSince !== null) {
        watched += performance.now() - playingSince;
        playingSince = null;
      }
    };
    onChange();
    const unsubscribe = core.subscribe(onChange);
    return () => {
      unsubscribe();
      if (playingSince !== null) watched += performance.now() - playingSince;
      const event = channelPlaysEvent(channel, watched / 1000);
      if (event) emitRealtime(SocketEvent.vodPlays, event);
    };
  }, [channel, core]);
}
