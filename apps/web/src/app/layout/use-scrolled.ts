import { useSyncExternalStore } from 'react';

const THRESHOLD = 12;

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** Whether the page has scrolled past the top (the navigation bar turns solid). */
export function useScrolled(): boolean {
  return useSyncExternalStore(subscribe, () => window.scrollY > THRESHOLD);
}
