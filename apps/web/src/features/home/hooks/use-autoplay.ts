import { useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaApi = UseEmblaCarouselType[1];

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Moves an Embla carousel on every `intervalMs` while it is not paused (hover, focus, a hidden
 * tab). People who ask for reduced motion get no autoplay.
 */
export function useAutoplay(api: EmblaApi, intervalMs: number, paused: boolean) {
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');

  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!api || paused || hidden || prefersReducedMotion()) return undefined;
    const timer = setInterval(() => api.scrollNext(), intervalMs);
    // A manual move starts the interval over.
    const restart = () => {
      clearInterval(timer);
    };
    api.on('pointerDown', restart);
    return () => {
      clearInterval(timer);
      api.off('pointerDown', restart);
    };
  }, [api, intervalMs, paused, hidden]);
}
