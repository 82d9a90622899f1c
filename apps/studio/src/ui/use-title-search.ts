import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TitleChoice } from '@marquee/contract';
import { SEARCH_DELAY_MS } from './use-debounced-search';

/** How many characters a title search needs before the server is asked. */
export const MIN_SEARCH_LENGTH = 2;

/** Finds the titles whose names match `text`, as the server searches them. */
export type SearchTitles = (text: string, signal: AbortSignal) => Promise<TitleChoice[]>;

/**
 * The titles matching what is typed, asked for once typing pauses and only from
 * `MIN_SEARCH_LENGTH` characters on; each search is kept under `searchKey` and its text.
 */
export function useTitleSearch(text: string, search: SearchTitles, searchKey: readonly unknown[]) {
  const typed = text.trim();
  const [wanted, setWanted] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setWanted(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const ready = wanted.length >= MIN_SEARCH_LENGTH;
  const query = useQuery({
    queryKey: [...searchKey, wanted],
    queryFn: ({ signal }) => search(wanted, signal),
    enabled: ready,
  });
  return {
    /** The text the results answer. */
    wanted,
    /** Whether what is typed is long enough to search. */
    ready: typed.length >= MIN_SEARCH_LENGTH,
    /** Whether the results are still to come for what is typed. */
    searching: typed !== wanted || (ready && query.isFetching),
    results: typed === wanted && ready ? query.data : undefined,
    failed: typed === wanted && ready && query.isError,
  };
}
