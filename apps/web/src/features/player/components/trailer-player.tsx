import { useEffect } from 'react';
import { PinModal } from '@/entities/pin/ui/pin-modal';
import { usePlayerCore } from '../hooks/use-player-core';
import { plainNowPlaying } from '../lib/now-playing';
import type { TrailerSource } from '@marquee/player-core/player-source';
import { PlayerSurface } from './player-surface';

interface TrailerPlayerProps {
  trailer: TrailerSource;
  /** The player's title line ("{title}: trailer"). */
  title: string;
  onClose: () => void;
  onPinEntered: () => void;
}

/**
 * A title's trailer (spec: access §4, Trailer player): it plays unless the parental PIN is
 * pending, and the player closes when the video ends. That PIN modal has no cancel: going back
 * in history returns to the details page.
 */
export function TrailerPlayer({ trailer, title, onClose, onPinEntered }: TrailerPlayerProps) {
  const player = usePlayerCore();
  const { core, snapshot } = player;
  const { pinPending } = trailer;

  useEffect(() => {
    if (core && !pinPending) void core.load(trailer.url);
  }, [core, pinPending, trailer.url]);

  useEffect(() => {
    if (snapshot.ended) onClose();
  }, [snapshot.ended, onClose]);

  return (
    <>
      <PlayerSurface
        title={title}
        url={pinPending ? null : trailer.url}
        player={player}
        onClose={onClose}
        blocked={pinPending}
        nowPlaying={pinPending ? null : plainNowPlaying(title)}
      />
      <PinModal type="parental" open={pinPending} onSuccess={onPinEntered} />
    </>
  );
}
