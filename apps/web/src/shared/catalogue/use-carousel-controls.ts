import { useCallback, useSyncExternalStore } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaApi = UseEmblaCarouselType[1];

/** Whether an Embla carousel can move back or forward, kept in step with its events. */
export function useCarouselControls(api: EmblaApi) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined;
      api.on('select', onChange).on('reInit', onChange).on('init', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange).off('init', onChange);
      };
    },
    [api],
  );
  const canPrevious = useSyncExternalStore(subscribe, () => api?.canScrollPrev() ?? false);
  const canNext = useSyncExternalStore(subscribe, () => api?.canScrollNext() ?? false);
  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  return { canPrevious, canNext, previous, next };
}
