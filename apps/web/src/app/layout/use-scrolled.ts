import { useSyncExternalStore } from 'react';

const THRESHOLD = 12;

// Read in scroll events (and when a bar subscribes), never while rendering: reading scrollY in
// the middle of a render forces the browser to lay the page out there and then.
let scrolled = false;

const subscribe = (onChange: () => void) => {
  const update = () => {
    scrolled = window.scrollY > THRESHOLD;
    onChange();
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  return () => window.removeEventListener('scroll', update);
};

/** Whether the page has scrolled past the top (the navigation bar turns solid). */
export function useScrolled(): boolean {
  return useSyncExternalStore(subscribe, () => scrolled);
}
