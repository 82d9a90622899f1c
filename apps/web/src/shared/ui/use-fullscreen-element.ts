import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** The element shown in full screen, if any: only it and what is inside it show then. */
export function useFullscreenElement(): Element | null {
  return useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement,
    () => null,
  );
}
