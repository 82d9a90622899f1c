import { useCallback, useRef, useState } from 'react';
import type { PlayerCore } from '@marquee/player-core/player-core';

export interface PausedWhile {
  open: boolean;
  /** Pauses the video and remembers whether it was playing. */
  show: () => void;
  /** Plays again if it was playing before `show`. */
  hide: () => void;
}

/**
 * Something that pauses playback while it is open and restores the earlier state when it
 * closes: the rating modal (spec: access §4, Player flow) and the parental lock.
 */
export function usePausedWhile(core: PlayerCore | null): PausedWhile {
  const [open, setOpen] = useState(false);
  const wasPlaying = useRef(false);

  const show = useCallback(() => {
    if (!core) return;
    wasPlaying.current = core.getSnapshot().playing;
    core.pause();
    setOpen(true);
  }, [core]);

  const hide = useCallback(() => {
    setOpen(false);
    if (wasPlaying.current) void core?.play();
    wasPlaying.current = false;
  }, [core]);

  return { open, show, hide };
}
