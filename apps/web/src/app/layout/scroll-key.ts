import { PLAY_PARAM, TRAILER_PARAM } from '@/shared/lib/play-navigation';

interface KeyedLocation {
  key: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The page a location shows: its path, query and hash, without the player's ?play and
 * ?trailer (a new hash is a new place to scroll to).
 */
export function pageOf(location: Omit<KeyedLocation, 'key'>): string {
  const query = new URLSearchParams(location.search);
  query.delete(PLAY_PARAM);
  query.delete(TRAILER_PARAM);
  query.sort();
  const rest = query.toString();
  return `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`;
}

/**
 * Scroll keys for React Router's ScrollRestoration (catalogue §2): every new history entry
 * gets its own key, so the page starts at the top, unless it only added or removed ?play or
 * ?trailer, when it shares the previous entry's key and keeps the position. Back and forward
 * find their entry's key again.
 */
export function createScrollKeys(): (location: KeyedLocation) => string {
  const keys = new Map<string, string>();
  let previous: { page: string; key: string } | null = null;
  return (location) => {
    const page = pageOf(location);
    let key = keys.get(location.key);
    if (key === undefined) {
      key = previous?.page === page ? previous.key : location.key;
      keys.set(location.key, key);
    }
    previous = { page, key };
    return key;
  };
}
