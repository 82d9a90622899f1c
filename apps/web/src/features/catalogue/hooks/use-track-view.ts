import { useEffect, useRef } from 'react';
import { track } from '@/entities/analytics';

type ViewEvent = 'single_movie_view' | 'single_episode_view';

/** Records one view event per title shown (catalogue §4 "Analytics"), not per re-render. */
export function useTrackView(name: ViewEvent, item: { id: number; title: string }): void {
  const trackedId = useRef<number | null>(null);
  const { id, title } = item;

  useEffect(() => {
    if (trackedId.current === id) return;
    trackedId.current = id;
    track(name, { id, title });
  }, [name, id, title]);
}
