// What a list or search of titles asks for: one filter and one order, read by both ways of
// answering it, the SQL of the repositories (catalogue-repository.ts, show-repository.ts: the
// reference) and the in-memory title index (title-index.ts: what list calls use).
// title-index-agrees-with-sql.property.test.ts drives both with the same values of these types.

/** Which titles a list holds. Films and episodes take every field; TV shows a `ShowFilter`. */
export interface TitleFilter {
  id?: number;
  /** 0 movie, 1 episode, or both. */
  type?: number | 'all';
  /** Search words: every word must start some word of the title (search-text.ts). */
  title?: string;
  /** Titles in any of these genres. */
  genreIds?: number[];
  /** Titles of any of these show types. */
  showTypeIds?: number[];
  /** From and to, both included. */
  years?: [number, number];
  seasonId?: number;
  episodeNumber?: number;
  /** A kids profile's ceiling: only titles rated within it (db/maturity.ts). */
  maturityCeiling?: string;
}

/** The filter of TV shows, which have no type, year range, season or episode number. */
export type ShowFilter = Pick<
  TitleFilter,
  'id' | 'title' | 'genreIds' | 'showTypeIds' | 'maturityCeiling'
>;

export type TitleSortKey = 'created' | 'title' | 'year' | 'episode_number';
/** The keys in the order given, each ascending or descending; then by id. */
export type TitleSort = Partial<Record<TitleSortKey, 'asc' | 'desc'>>;
/** The order of TV shows, which have no episode number. */
export type ShowSort = Partial<Record<Exclude<TitleSortKey, 'episode_number'>, 'asc' | 'desc'>>;
