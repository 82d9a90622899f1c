import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing pauses before the search is made. */
export const SEARCH_DELAY_MS = 300;

/**
 * A search box's text kept in the address (`search`), so that reload and back find it again:
 * the box follows what is typed at once, the address once typing pauses (a new search starts
 * at page 1), and the box follows the address when it changes otherwise (back, forward).
 */
export function useDebouncedSearch(): {
  text: string;
  setText: (text: string) => void;
  search: string;
} {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    // The address changed: the box shows its search, unless that is what is being typed.
    setShown(search);
    if (text.trim() !== search) setText(search);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return undefined;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted) next.set('search', wanted);
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, setParams]);

  return { text, setText, search };
}
