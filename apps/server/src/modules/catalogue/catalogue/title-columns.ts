// The title index's columns (title-index.ts): one typed array per field of the titles, the
// test of a filter over them, and the orders SQL would give them.
import { isWithinMaturity } from '../../../db/maturity.js';
import { rankByCodePoints } from './code-point-order.js';
import type { TitleFilter, TitleSortKey } from './title-filter.js';

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
  /** The parental rating code, as stored: what a kids profile's ceiling is measured against. */
  parentalCode: string | null;
}

/** Integer columns hold this for null; no id, year or episode number comes near it. */
const NULL_INT = -2_147_483_648;

export interface TitlePage {
  /** The ids of the page, in order. */
  ids: number[];
  /** How many titles match, over all pages. */
  total: number;
}

export type OrderKeyName = TitleSortKey | 'rating';
export type OrderKey = [OrderKeyName, 'asc' | 'desc'];

export type Columns = ReturnType<typeof buildColumns>;

/** One typed array per column, in the titles' order; nulls as NULL_INT, or NaN for ratings. */
export function buildColumns(titles: IndexedTitle[]) {
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
    ...parentalCodes(titles),
  };
}

/**
 * Each title's parental code as its position among the distinct codes (`codes`), -1 for none:
 * a kids profile's ceiling is then one test per distinct code, not one per title.
 */
function parentalCodes(titles: IndexedTitle[]) {
  const positions = new Map<string, number>();
  const codeIds = Int32Array.from(titles, ({ parentalCode }) => {
    if (parentalCode === null) return -1;
    let position = positions.get(parentalCode);
    if (position === undefined) {
      position = positions.size;
      positions.set(parentalCode, position);
    }
    return position;
  });
  return { codeIds, codes: [...positions.keys()] };
}

/**
 * The test of every filter but id and title, as one function with no allocation per title.
 * `needed` says which relation marks (`flags`) a title must carry. A kids profile's ceiling
 * (`maturityCeiling`) adds its test around the others; without one the test is unchanged.
 */
export function acceptor(
  columns: Columns,
  filter: TitleFilter,
  needed: number,
  flags: Uint8Array,
): (position: number) => boolean {
  const accepts = acceptorOfFields(columns, filter, needed, flags);
  const ceiling = filter.maturityCeiling;
  if (ceiling === undefined) return accepts;
  const allowed = Uint8Array.from(columns.codes, (code) =>
    isWithinMaturity(code, ceiling) ? 1 : 0,
  );
  const { codeIds } = columns;
  return (position) => allowed[codeIds[position]!] === 1 && accepts(position);
}

function acceptorOfFields(
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
export function pageOf(
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
export function sortPositions(columns: Columns, keys: OrderKey[]): Int32Array {
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
export function buildPostings(
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
