// An in-memory index of one kind of title (movies and episodes, or TV shows) that answers list
// and search queries with the same filters, order and paging as the SQL of the repositories
// (titleSearch, searchTieBreak, listVods, listShows), so a list call needs no query to pick its
// page. Columns live in typed arrays and every order is computed once, so a query is one pass
// over at most every title with no allocation per title.
import { searchWords } from './search-text.js';

/** What the index keeps of a title. */
export interface IndexedTitle {
  id: number;
  /** 0 movie, 1 episode; null for TV shows, which have no type filter. */
  type: number | null;
  title: string;
  /** The stored `search_text` (" star wars"), so the index matches exactly what SQL matches. */
  searchText: string;
  year: number | null;
  rating: number | null;
  /** Microseconds since the epoch: PostgreSQL's precision, so ties are the database's ties. */
  createdAt: number;
  episodeNumber: number | null;
  seasonId: number | null;
  genreIds: number[];
  showTypeIds: number[];
}

export interface TitleFilter {
  id?: number;
  type?: number | 'all';
  title?: string;
  genreIds?: number[];
  showTypeIds?: number[];
  years?: [number, number];
  seasonId?: number;
  episodeNumber?: number;
}

export type TitleSortKey = 'created' | 'title' | 'year' | 'episode_number';
export type TitleSort = Partial<Record<TitleSortKey, 'asc' | 'desc'>>;

export interface TitlePage {
  /** The ids of the page, in order. */
  ids: number[];
  /** How many titles match, over all pages. */
  total: number;
}

export interface TitleIndex {
  readonly size: number;
  /** The page of titles matching the filter, ordered as the SQL path orders them. */
  query(filter: TitleFilter, sort: TitleSort, page: number, limit: number): TitlePage;
}

/** Integer columns hold this for null; no id, year or episode number comes near it. */
const NULL_INT = -2_147_483_648;
/** How many distinct orders (sort keys and directions) an index keeps sorted. */
const KEPT_ORDERS = 16;
/** Marks of the per-query scratch flags. */
const IN_GENRES = 1;
const IN_SHOW_TYPES = 2;

/**
 * Exact title (0); title starting with the query's words in order, as whole words (1) or as
 * word starts (2); any other match (3).
 */
type SearchRank = 0 | 1 | 2 | 3;

type OrderKeyName = TitleSortKey | 'rating';
type OrderKey = [OrderKeyName, 'asc' | 'desc'];

/** Builds the index of a catalogue kind; `titles` may come in any order. */
export function buildTitleIndex(titles: IndexedTitle[]): TitleIndex {
  const byId = [...titles].sort((a, b) => a.id - b.id);
  const columns = buildColumns(byId);
  const { size } = columns;
  const dictionary = buildDictionary(byId.map((title) => wordsOf(title.searchText)));
  const rankBuffers = [0, 1, 2, 3].map(() => new Int32Array(size));
  const genres = buildPostings(titles, columns.positionOf, (title) => title.genreIds);
  const showTypes = buildPostings(titles, columns.positionOf, (title) => title.showTypeIds);
  const orders = new Map<string, Int32Array>();
  const flags = new Uint8Array(size);
  const matchCounts = new Uint16Array(size);

  /** Every position, sorted by the keys and then by id; the most recent orders are kept. */
  function orderOf(keys: OrderKey[]): Int32Array {
    const signature = keys.map((key) => key.join(' ')).join(',');
    const order = orders.get(signature) ?? sortPositions(columns, keys);
    orders.delete(signature);
    orders.set(signature, order);
    for (const stale of orders.keys()) {
      if (orders.size <= KEPT_ORDERS) break;
      orders.delete(stale);
    }
    return order;
  }

  /** Counts, per title, the query words (in order) that start some word of it. */
  function countMatches(ranges: WordRange[]): void {
    matchCounts.fill(0);
    ranges.forEach(({ from, to }, index) => {
      for (let wordId = from; wordId < to; wordId += 1) {
        for (const position of dictionary.postings[wordId]!) {
          if (matchCounts[position] === index) matchCounts[position] = index + 1;
        }
      }
    });
  }

  /** Marks the titles in any of the genres and in any of the show types asked for. */
  function markRelations(filter: TitleFilter): number {
    flags.fill(0);
    let needed = 0;
    if (filter.genreIds?.length) {
      needed |= IN_GENRES;
      mark(genres, filter.genreIds, IN_GENRES);
    }
    if (filter.showTypeIds?.length) {
      needed |= IN_SHOW_TYPES;
      mark(showTypes, filter.showTypeIds, IN_SHOW_TYPES);
    }
    return needed;
  }

  function mark(postings: Map<number, Int32Array>, ids: number[], flag: number): void {
    for (const id of new Set(ids)) {
      for (const position of postings.get(id) ?? []) flags[position]! |= flag;
    }
  }

  /** Where a matching title ranks for the query words (see SearchRank). */
  function searchRank(position: number, ranges: WordRange[]): SearchRank {
    const { wordIds, wordStarts } = dictionary;
    const start = wordStarts[position]!;
    const count = wordStarts[position + 1]! - start;
    if (count < ranges.length) return 3;
    let wholeWords = true;
    for (let index = 0; index < ranges.length; index += 1) {
      const wordId = wordIds[start + index]!;
      const range = ranges[index]!;
      if (wordId < range.from || wordId >= range.to) return 3;
      if (wordId !== range.exact) wholeWords = false;
    }
    if (!wholeWords) return 2;
    return count === ranges.length ? 0 : 1;
  }

  /** The matching candidates in rank order, then in the candidates' order; returns the page. */
  function rankedPage(
    candidates: ArrayLike<number>,
    ranges: WordRange[],
    accepts: (position: number) => boolean,
    offset: number,
    limit: number,
  ): TitlePage {
    const counts = [0, 0, 0, 0];
    const needed = ranges.length;
    for (let index = 0; index < candidates.length; index += 1) {
      const position = candidates[index]!;
      if (matchCounts[position] !== needed || !accepts(position)) continue;
      const rank = searchRank(position, ranges);
      rankBuffers[rank]![counts[rank]!] = position;
      counts[rank] = counts[rank]! + 1;
    }
    const ids: number[] = [];
    let skip = offset;
    for (const [rank, buffer] of rankBuffers.entries()) {
      const count = counts[rank]!;
      for (let index = Math.min(skip, count); index < count && ids.length < limit; index += 1) {
        ids.push(columns.ids[buffer[index]!]!);
      }
      skip = Math.max(0, skip - count);
    }
    return { ids, total: counts.reduce((sum, count) => sum + count) };
  }

  function query(filter: TitleFilter, sort: TitleSort, page: number, limit: number): TitlePage {
    const offset = (page - 1) * limit;
    const sortKeys = Object.entries(sort).filter(([, direction]) => direction) as OrderKey[];
    const queryWords = filter.title ? searchWords(filter.title) : undefined;
    if (queryWords?.length === 0) return { ids: [], total: 0 };
    const ranges = queryWords?.map((word) => dictionary.rangeOf(word));
    if (ranges) countMatches(ranges);
    const accepts = acceptor(columns, filter, markRelations(filter), flags);
    const order = queryWords
      ? orderOf([...sortKeys, ['rating', 'desc'], ['created', 'desc']])
      : orderOf(sortKeys);
    let candidates: ArrayLike<number> = order;
    if (filter.id !== undefined) {
      const position = columns.positionOf.get(filter.id);
      candidates = position === undefined ? [] : [position];
    }
    if (!queryWords) return pageOf(columns.ids, candidates, accepts, offset, limit);
    return rankedPage(candidates, ranges!, accepts, offset, limit);
  }

  return { size, query };
}

type Columns = ReturnType<typeof buildColumns>;

/** One typed array per column, in the titles' order; nulls as NULL_INT, or NaN for ratings. */
function buildColumns(titles: IndexedTitle[]) {
  const nullable = (value: number | null) => value ?? NULL_INT;
  const column = <T>(of: (title: IndexedTitle) => T) => titles.map(of);
  return {
    size: titles.length,
    positionOf: new Map(titles.map((title, position) => [title.id, position])),
    ids: Int32Array.from(column((title) => title.id)),
    types: Int32Array.from(column((title) => nullable(title.type))),
    years: Int32Array.from(column((title) => nullable(title.year))),
    seasonIds: Int32Array.from(column((title) => nullable(title.seasonId))),
    episodeNumbers: Int32Array.from(column((title) => nullable(title.episodeNumber))),
    ratings: Float64Array.from(column((title) => title.rating ?? Number.NaN)),
    createdAt: Float64Array.from(column((title) => title.createdAt)),
    titleRanks: rankByCodePoints(column((title) => title.title)),
  };
}

const wordsOf = (searchText: string) => searchText.split(' ').filter((word) => word.length > 0);

/**
 * The test of every filter but id and title, as one function with no allocation per title.
 * `needed` says which relation marks (`flags`) a title must carry.
 */
function acceptor(
  columns: Columns,
  filter: TitleFilter,
  needed: number,
  flags: Uint8Array,
): (position: number) => boolean {
  const type = filter.type === undefined || filter.type === 'all' ? NULL_INT : filter.type;
  const [yearFrom, yearTo] = filter.years ?? [NULL_INT, NULL_INT];
  const seasonId = filter.seasonId ?? NULL_INT;
  const episodeNumber = filter.episodeNumber ?? NULL_INT;
  const { types, years, seasonIds, episodeNumbers } = columns;
  return (position) =>
    (type === NULL_INT || types[position] === type) &&
    (yearFrom === NULL_INT ||
      (years[position] !== NULL_INT &&
        years[position]! >= yearFrom &&
        years[position]! <= yearTo)) &&
    (seasonId === NULL_INT || seasonIds[position] === seasonId) &&
    (episodeNumber === NULL_INT || episodeNumbers[position] === episodeNumber) &&
    (flags[position]! & needed) === needed;
}

/** Counts the accepted candidates and keeps the ids of those in the page's window. */
function pageOf(
  ids: Int32Array,
  candidates: ArrayLike<number>,
  accepts: (position: number) => boolean,
  offset: number,
  limit: number,
): TitlePage {
  const page: number[] = [];
  let total = 0;
  for (let index = 0; index < candidates.length; index += 1) {
    const position = candidates[index]!;
    if (!accepts(position)) continue;
    if (total >= offset && page.length < limit) page.push(ids[position]!);
    total += 1;
  }
  return { ids: page, total };
}

/**
 * Every position sorted by the keys, then by id (positions follow ids). Nulls go where
 * PostgreSQL puts them: last ascending, first descending; the rating tie-break says
 * `nulls last` explicitly.
 */
function sortPositions(columns: Columns, keys: OrderKey[]): Int32Array {
  const order = Int32Array.from({ length: columns.size }, (_, position) => position);
  if (keys.length === 0) return order;
  const comparators = keys.map(([name, direction]) => {
    const values = valuesOf(columns, name);
    const sign = direction === 'desc' ? -1 : 1;
    const nullsFirst = direction === 'desc' && name !== 'rating';
    const nullSign = nullsFirst ? -1 : 1;
    return (a: number, b: number) => {
      const left = values[a]!;
      const right = values[b]!;
      if (left === right) return 0;
      const leftNull = isNullValue(left);
      const rightNull = isNullValue(right);
      if (leftNull || rightNull) return leftNull && rightNull ? 0 : leftNull ? nullSign : -nullSign;
      return sign * (left - right);
    };
  });
  return order.sort((a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return a - b;
  });
}

const isNullValue = (value: number) => value === NULL_INT || Number.isNaN(value);

function valuesOf(columns: Columns, name: OrderKeyName): Int32Array | Float64Array {
  switch (name) {
    case 'created':
      return columns.createdAt;
    case 'title':
      return columns.titleRanks;
    case 'year':
      return columns.years;
    case 'episode_number':
      return columns.episodeNumbers;
    case 'rating':
      return columns.ratings;
  }
}

/** Positions of the titles holding each related id (genre or show type), ascending. */
function buildPostings(
  titles: IndexedTitle[],
  positionOf: Map<number, number>,
  idsOf: (title: IndexedTitle) => number[],
): Map<number, Int32Array> {
  const lists = new Map<number, number[]>();
  for (const title of titles) {
    const position = positionOf.get(title.id)!;
    for (const id of idsOf(title)) {
      const list = lists.get(id);
      if (list) list.push(position);
      else lists.set(id, [position]);
    }
  }
  return new Map([...lists].map(([id, list]) => [id, Int32Array.from(list)]));
}

/**
 * Each title's place in code-point order: the order of PostgreSQL's C collation, which PGlite
 * and a default PostgreSQL use. Equal titles share a place.
 */
function rankByCodePoints(titles: string[]): Int32Array {
  const order = Array.from(titles.keys()).sort((a, b) => compareCodePoints(titles[a]!, titles[b]!));
  const rank = new Int32Array(titles.length);
  let current = -1;
  order.forEach((position, index) => {
    if (index === 0 || titles[position] !== titles[order[index - 1]!]) current += 1;
    rank[position] = current;
  });
  return rank;
}

/** Compares by code point: JavaScript's `<` compares UTF-16 units, which differ above U+FFFF. */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const x = a.charCodeAt(index);
    const y = b.charCodeAt(index);
    if (x !== y) return codePointOrder(x) - codePointOrder(y);
  }
  return a.length - b.length;
}

/** Moves surrogates (characters above U+FFFF) past U+E000..U+FFFF, where code points put them. */
function codePointOrder(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  return unit >= 0xe000 ? unit - 0x800 : unit;
}

/** The dictionary words a query word stands for: ids `from` up to `to`; `exact` is its own. */
interface WordRange {
  from: number;
  to: number;
  /** The id of the query word itself, or -1 when no title has it. */
  exact: number;
}

/**
 * The distinct words of all titles, sorted, so the words starting with a prefix have
 * consecutive ids; the positions of the titles holding each word; and each title's words as
 * ids (`wordIds` from `wordStarts[position]` to `wordStarts[position + 1]`).
 */
function buildDictionary(titleWords: string[][]) {
  const words = [...new Set(titleWords.flat())].sort();
  const idOf = new Map(words.map((word, id) => [word, id]));
  const lists = words.map((): number[] => []);
  const wordStarts = new Int32Array(titleWords.length + 1);
  const wordIds = new Int32Array(titleWords.reduce((sum, list) => sum + list.length, 0));
  titleWords.forEach((list, position) => {
    let at = wordStarts[position]!;
    for (const word of list) {
      const id = idOf.get(word)!;
      wordIds[at] = id;
      at += 1;
      const postings = lists[id]!;
      if (postings.at(-1) !== position) postings.push(position);
    }
    wordStarts[position + 1] = at;
  });

  /** The first word not before `text`. */
  function lowerBound(text: string): number {
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle]! < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  return {
    postings: lists.map((list) => Int32Array.from(list)),
    wordIds,
    wordStarts,
    rangeOf(prefix: string): WordRange {
      const from = lowerBound(prefix);
      let to = from;
      while (to < words.length && words[to]!.startsWith(prefix)) to += 1;
      return { from, to, exact: words[from] === prefix ? from : -1 };
    },
  };
}
