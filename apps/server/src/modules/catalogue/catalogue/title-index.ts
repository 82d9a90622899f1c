// An in-memory index of one kind of title (movies and episodes, or TV shows) that answers list
// and search queries with the same filters, order and paging as the SQL of the repositories
// (titleSearch, searchTieBreak, listVods, listShows), so a list call needs no query to pick its
// page. Columns live in typed arrays and every order is computed once, so a query is one pass
// over at most every title with no allocation per title.
import { searchWords } from './search-text.js';
import {
  acceptor,
  buildColumns,
  buildPostings,
  pageOf,
  sortPositions,
  type IndexedTitle,
  type OrderKey,
  type TitlePage,
} from './title-columns.js';
import { buildDictionary, wordsOf, type WordRange } from './title-dictionary.js';
import type { TitleFilter, TitleSort } from './title-filter.js';

export interface TitleIndex {
  readonly size: number;
  /** The page of titles matching the filter, ordered as the SQL path orders them. */
  query(filter: TitleFilter, sort: TitleSort, page: number, limit: number): TitlePage;
}

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
