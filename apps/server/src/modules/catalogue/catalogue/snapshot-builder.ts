// One snapshot of a kind of title (title-snapshots.ts): its index, the names its titles' pages
// show, and a cache of its rows, warmed in the background. Films and episodes differ from TV
// shows only in their rows and in what they show of seasons.
import type { Named, Season } from '@marquee/contract';
import { createRowCache, type RowCache } from './row-cache.js';
import type { VodProfileRow, VodRow, VodSubtitleRow } from './catalogue-repository.js';
import type { ShowRelations } from './show-presenter.js';
import type { ShowRow } from './show-repository.js';
import { createTitleStamps, type TitleStamps } from './title-changes.js';
import type { IndexedTitle } from './title-columns.js';
import type { RelationNames } from './title-index-repository.js';
import { buildTitleIndex, type TitleIndex } from './title-index.js';
import type { VodRelations } from './vod-presenter.js';

/**
 * How many titles' rows a snapshot keeps: every title of a catalogue this size, about 70 MB of
 * rows (37,500 films and their profiles take 43 MB). Beyond it, the least recently shown are
 * read again when asked for.
 */
const ROW_CACHE_CAPACITY = 60_000;
/** Rows read per query while a new snapshot warms its row cache. */
const WARM_CHUNK = 500;
/** A kind of title in memory for a catalogue version. */
export interface TitleSnapshot<Row, Relations> {
  /** The catalogue version it was built for: one snapshot per version in a process. */
  version: number;
  index: TitleIndex;
  /** The names its pages show, by title id (seasons: by season id for films and episodes). */
  relations: Relations;
  rows: RowCache<Row>;
  /** The titles changed since it was built (title-changes.ts), whose rows were updated. */
  changed: TitleStamps;
  /** Settles once every title's row is in memory (or reading them failed: they load lazily). */
  warmed: Promise<void>;
}

/** A movie or episode row with its profiles and external subtitles. */
export interface VodPageRow {
  row: VodRow;
  profiles: VodProfileRow[];
  subtitles: VodSubtitleRow[];
}

/**
 * Movies and episodes: the relations their pages show but the per-title rows (profiles,
 * subtitles), which come with the title's row.
 */
export type VodSnapshot = TitleSnapshot<VodPageRow, Omit<VodRelations, 'profiles' | 'subtitles'>>;

/** TV shows, with their seasons. */
export type ShowSnapshot = TitleSnapshot<ShowRow, ShowRelations>;

/** What a film or episode shows of its season: the season's name, by season id. */
export function seasonNames(names: RelationNames): Map<number, string> {
  return new Map(names.seasons.map((season) => [season.id, season.name]));
}

/** What a TV show shows of its seasons: each of them, by show id. */
export function seasonsByShow(names: RelationNames): Map<number, Season[]> {
  const seasons = new Map<number, Season[]>();
  for (const { showId, id, name, number } of names.seasons) {
    const list = seasons.get(showId);
    if (list) list.push({ id, name, number });
    else seasons.set(showId, [{ id, name, number }]);
  }
  return seasons;
}

/** Each title's names of the given ids, in the order of `names` (by name, as SQL sorts them). */
function namesByTitle(
  titles: IndexedTitle[],
  idsOf: (title: IndexedTitle) => number[],
  names: Named[],
): Map<number, Named[]> {
  const byId = new Map(names.map((named, order) => [named.id, { named, order }]));
  const result = new Map<number, Named[]>();
  for (const title of titles) {
    const found = idsOf(title).flatMap((id) => byId.get(id) ?? []);
    if (found.length === 0) continue;
    result.set(
      title.id,
      found.sort((a, b) => a.order - b.order).map(({ named }) => named),
    );
  }
  return result;
}

/**
 * Reads every title's row into the cache while calls go on, so that a page, and above all a
 * search's page of 200 random titles, reads nothing; until then, rows load as pages ask.
 */
function warmInBackground<R>(rows: RowCache<R>, titles: IndexedTitle[]): Promise<void> {
  return rows
    .warm(
      titles.map((title) => title.id),
      WARM_CHUNK,
    )
    .catch(() => undefined);
}

/**
 * The snapshot of one kind of title: `seasonsOf` gives what its titles show of seasons,
 * `loadRows` reads the rows of some of its titles.
 */
export function buildTitleSnapshot<Row, Seasons>(
  version: number,
  titles: IndexedTitle[],
  names: RelationNames,
  seasonsOf: (names: RelationNames) => Seasons,
  loadRows: (ids: number[]) => Promise<Map<number, Row>>,
): TitleSnapshot<
  Row,
  { genres: Map<number, Named[]>; showTypes: Map<number, Named[]>; seasons: Seasons }
> {
  const rows = createRowCache(loadRows, ROW_CACHE_CAPACITY);
  return {
    version,
    index: buildTitleIndex(titles),
    relations: {
      genres: namesByTitle(titles, (title) => title.genreIds, names.genres),
      showTypes: namesByTitle(titles, (title) => title.showTypeIds, names.showTypes),
      seasons: seasonsOf(names),
    },
    rows,
    changed: createTitleStamps(),
    warmed: warmInBackground(rows, titles),
  };
}
