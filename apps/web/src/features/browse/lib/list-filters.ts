import { formatYearRange, isWholeYearRange, isYearRangeValid, type YearRange } from './year-range';

/** The query parameters of the movie and TV show lists (spec: catalogue §2). */
export const ListParam = {
  genres: 'genres',
  page: 'page',
  year: 'year',
  showTypes: 'show-types',
} as const;
export type ListParam = (typeof ListParam)[keyof typeof ListParam];

/** What a list shows: the filters and the page, as the address carries them. */
export interface ListFilters {
  genres: number[];
  showTypes: number[];
  year: YearRange | null;
  page: number;
}

export const NO_FILTERS: ListFilters = { genres: [], showTypes: [], year: null, page: 1 };

export interface ParseListOptions {
  /** Films have a year filter; TV shows do not. */
  yearFilter: boolean;
  currentYear: number;
  /** Genre ids that exist; once known, other ids are dropped too. */
  knownGenres?: ReadonlySet<number> | undefined;
  /** Show type ids that exist; once known, other ids are dropped too. */
  knownShowTypes?: ReadonlySet<number> | undefined;
}

export interface ParsedListSearch {
  filters: ListFilters;
  /** The parameters that held something not understood (and were dropped, wholly or in part). */
  ignored: ListParam[];
}

const MAX_ID = 2_147_483_647;
const MAX_PAGE = 100_000;
const WHOLE_NUMBER = /^\d+$/;
const YEAR_RANGE = /^(\d{4})-(\d{4})$/;

function parseWholeNumber(text: string, max: number): number | null {
  if (!WHOLE_NUMBER.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

/** Comma-separated ids: the good ones, in order and once each, and whether any was dropped. */
function parseIds(text: string, known: ReadonlySet<number> | undefined) {
  const ids: number[] = [];
  let dropped = false;
  for (const part of text.split(',')) {
    const id = parseWholeNumber(part.trim(), MAX_ID);
    if (id === null || (known && !known.has(id))) dropped = true;
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, dropped };
}

function parseYear(text: string, currentYear: number): YearRange | null {
  const match = YEAR_RANGE.exec(text);
  if (!match) return null;
  const range = { from: Number(match[1]), to: Number(match[2]) };
  return isYearRangeValid(range, currentYear) ? range : null;
}

/**
 * Reads a list's filters from its query string. Whatever is not understood (page=abc,
 * year=3000-1, genres=x, a year on TV shows, ids that do not exist) is dropped and named in
 * `ignored`, so the page can say so instead of failing.
 */
export function parseListSearch(
  search: string | URLSearchParams,
  options: ParseListOptions,
): ParsedListSearch {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: ListFilters = { ...NO_FILTERS, genres: [], showTypes: [] };
  const ignored: ListParam[] = [];

  const genres = query.get(ListParam.genres);
  if (genres) {
    const parsed = parseIds(genres, options.knownGenres);
    filters.genres = parsed.ids;
    if (parsed.dropped) ignored.push(ListParam.genres);
  }

  const showTypes = query.get(ListParam.showTypes);
  if (showTypes) {
    const parsed = parseIds(showTypes, options.knownShowTypes);
    filters.showTypes = parsed.ids;
    if (parsed.dropped) ignored.push(ListParam.showTypes);
  }

  const year = query.get(ListParam.year);
  if (year) {
    const range = options.yearFilter ? parseYear(year, options.currentYear) : null;
    if (range && !isWholeYearRange(range, options.currentYear)) filters.year = range;
    else if (!range) ignored.push(ListParam.year);
  }

  const page = query.get(ListParam.page);
  if (page) {
    const number = parseWholeNumber(page, MAX_PAGE);
    if (number === null) ignored.push(ListParam.page);
    else filters.page = number;
  }

  return { filters, ignored };
}

/** Writes filters back as a query string (without `?`); page 1 and empty filters are left out. */
export function toListSearch(filters: ListFilters): string {
  // Built by hand: URLSearchParams would turn the commas into %2C.
  const parts: string[] = [];
  if (filters.genres.length > 0) parts.push(`${ListParam.genres}=${filters.genres.join(',')}`);
  if (filters.year) parts.push(`${ListParam.year}=${formatYearRange(filters.year)}`);
  if (filters.showTypes.length > 0) {
    parts.push(`${ListParam.showTypes}=${filters.showTypes.join(',')}`);
  }
  if (filters.page > 1) parts.push(`${ListParam.page}=${filters.page}`);
  return parts.join('&');
}

/** Adds an id to a filter list, or takes it out when it is there. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

/** Whether any filter (not the page) is set. */
export function hasActiveFilters(filters: ListFilters): boolean {
  return filters.genres.length > 0 || filters.showTypes.length > 0 || filters.year !== null;
}

/** How many filters the filter panel holds: one per show type, one for a year range. */
export function panelFilterCount(filters: ListFilters): number {
  return filters.showTypes.length + (filters.year ? 1 : 0);
}
