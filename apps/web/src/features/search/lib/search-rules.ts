import { ItemType, type Modules } from '@marquee/contract';
import { paths, to } from '@/shared/config/routes';

/** Search starts from this many characters (spec: catalogue §5 and §9). */
export const SEARCH_MIN_LENGTH = 2;
/** The box waits this long after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 500;
/** The box's dropdown shows at most this many titles, films and shows together. */
export const DROPDOWN_RESULT_LIMIT = 5;
/** The box's loader gives up after this long even if no answer came. */
export const LOADER_TIMEOUT_MS = 4000;
/** The box's input takes focus this long after it opens. */
export const FOCUS_DELAY_MS = 200;
/** Titles per section on the first load of the search page (and of the box). */
export const SECTION_LIMIT = 20;
/** "View more" appears when a section has at least this many results... */
export const VIEW_MORE_FROM = 20;
/** ...and fetches this many. */
export const VIEW_MORE_LIMIT = 200;
/** The contract accepts titles up to this length. */
export const SEARCH_MAX_LENGTH = 100;

/** The text as it is searched: trimmed, at most the contract's length. */
export function searchTerm(text: string): string {
  return text.trim().slice(0, SEARCH_MAX_LENGTH);
}

/** Whether a text is long enough to search (2 characters or more, spaces aside). */
export function isSearchable(text: string): boolean {
  return searchTerm(text).length >= SEARCH_MIN_LENGTH;
}

/** Whether a section offers "View more": 20 or more results in its pager. */
export function hasMoreResults(count: number): boolean {
  return count >= VIEW_MORE_FROM;
}

export type SearchPlaceholderKey =
  'search.placeholderTitles' | 'search.placeholderChannels' | 'search.placeholderAll';

/** The box's placeholder names what the active modules let it find: titles, channels or both. */
export function searchPlaceholderKey(
  modules: Pick<Modules, 'vod' | 'channels'>,
): SearchPlaceholderKey {
  if (modules.vod && modules.channels) return 'search.placeholderAll';
  return modules.channels ? 'search.placeholderChannels' : 'search.placeholderTitles';
}

/** What a result needs for its link, its label and its ranking. */
export interface SearchResultItem {
  id: number;
  type: number;
  title: string;
}

/** A result's page: films, shows and episodes have their details, a channel its player. */
export function resultLink(item: Pick<SearchResultItem, 'id' | 'type'>): string {
  switch (item.type) {
    case ItemType.channel:
      return to.channel(item.id);
    case ItemType.episode:
      return to.episode(item.id);
    case ItemType.show:
      return to.tvShow(item.id);
    default:
      return to.movie(item.id);
  }
}

export type ResultKindKey =
  'search.kindMovie' | 'search.kindEpisode' | 'search.kindTvShow' | 'search.kindChannel';

/** The kind a dropdown row names: movie, episode, TV show or channel. */
export function resultKindKey(type: number): ResultKindKey {
  if (type === ItemType.channel) return 'search.kindChannel';
  if (type === ItemType.episode) return 'search.kindEpisode';
  if (type === ItemType.show) return 'search.kindTvShow';
  return 'search.kindMovie';
}

/** The search address of a text: `/search?q=...`. */
export function searchHref(text: string): string {
  return `${paths.search}?${new URLSearchParams({ q: searchTerm(text) }).toString()}`;
}

const COMBINING_MARKS = /\p{M}+/gu;

/** Lower-cased with accents folded, as the server compares titles ("Coração" -> "coracao"). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().trim();
}

function matchRank(title: string, term: string): number {
  const folded = foldText(title);
  if (folded === term) return 0;
  if (folded.startsWith(term)) return 1;
  if (folded.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(term))) return 2;
  return 3;
}

/**
 * The dropdown's results: films, shows and channels merged, exact titles first, then titles
 * and words that start with the text; the lists keep the server's order within a rank. At most 5.
 */
export function topResults<T extends SearchResultItem>(
  lists: readonly (readonly T[])[],
  text: string,
  limit = DROPDOWN_RESULT_LIMIT,
): T[] {
  const term = foldText(text);
  return lists
    .flat()
    .map((item, order) => ({ item, order, rank: matchRank(item.title, term) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ item }) => item);
}
