import { useEffect } from 'react';

/** Calls `onEscape` when Escape is pressed anywhere on the page. */
export function useEscapeKey(onEscape: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Taken: nothing else (the app's Back) acts on this Escape too.
      event.preventDefault();
      onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onEscape]);
}
