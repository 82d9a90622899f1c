// The catalogue as list calls need it in memory, per catalogue version (catalogue-version.ts):
// a title index per kind, the genre, show type and season names of its titles, and the rows
// that pages have shown lately. A warm list call reads nothing of the catalogue: it picks its
// page from the index and its rows from memory.
import type { Named, Season } from '@marquee/contract';
import { createVersionReader } from './catalogue-version.js';
import type {
  CatalogueRepository,
  VodProfileRow,
  VodRow,
  VodSubtitleRow,
} from './catalogue-repository.js';
import { createRowCache, type RowCache } from './row-cache.js';
import type { ShowRelations } from './show-presenter.js';
import type { ShowRepository, ShowRow } from './show-repository.js';
import type { RelationNames } from './title-index-repository.js';
import { buildTitleIndex, type IndexedTitle, type TitleIndex } from './title-index.js';
import type { VodRelations } from './vod-presenter.js';

/**
 * How many titles' rows a snapshot keeps: every title of a catalogue this size, about 70 MB of
 * rows (37,500 films and their profiles take 43 MB). Beyond it, the least recently shown are
 * read again when asked for.
 */
const ROW_CACHE_CAPACITY = 60_000;
/** Rows read per query while a new snapshot warms its row cache. */
const WARM_CHUNK = 500;

/** A movie or episode row with its profiles and external subtitles. */
export interface VodPageRow {
  row: VodRow;
  profiles: VodProfileRow[];
  subtitles: VodSubtitleRow[];
}

/**
 * Movies and episodes: the index, the relations their pages show but the per-title rows
 * (profiles, subtitles), which come with the title's row.
 */
export interface VodSnapshot {
  /** The catalogue version it was built for: one snapshot per version in a process. */
  version: number;
  index: TitleIndex;
  relations: Omit<VodRelations, 'profiles' | 'subtitles'>;
  rows: RowCache<VodPageRow>;
  /** Settles once every title's row is in memory (or reading them failed: they load lazily). */
  warmed: Promise<void>;
}

/** TV shows: the index, the relations their pages show, their rows. */
export interface ShowSnapshot {
  version: number;
  index: TitleIndex;
  relations: ShowRelations;
  rows: RowCache<ShowRow>;
  warmed: Promise<void>;
}

/** What the snapshots read from the database. */
type SnapshotSource = Pick<
  CatalogueRepository,
  | 'catalogueVersion'
  | 'indexedVods'
  | 'indexedShows'
  | 'relationNames'
  | 'vodsByIds'
  | 'profilesOf'
  | 'subtitlesOf'
>;

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

function buildVodSnapshot(
  version: number,
  titles: IndexedTitle[],
  names: RelationNames,
  loadRows: (ids: number[]) => Promise<Map<number, VodPageRow>>,
): VodSnapshot {
  const rows = createRowCache(loadRows, ROW_CACHE_CAPACITY);
  return {
    version,
    index: buildTitleIndex(titles),
    relations: {
      genres: namesByTitle(titles, (title) => title.genreIds, names.genres),
      showTypes: namesByTitle(titles, (title) => title.showTypeIds, names.showTypes),
      seasons: new Map(names.seasons.map((season) => [season.id, season.name])),
    },
    rows,
    warmed: warmInBackground(rows, titles),
  };
}

function buildShowSnapshot(
  version: number,
  titles: IndexedTitle[],
  names: RelationNames,
  loadRows: (ids: number[]) => Promise<Map<number, ShowRow>>,
): ShowSnapshot {
  const seasons = new Map<number, Season[]>();
  for (const { showId, id, name, number } of names.seasons) {
    const list = seasons.get(showId);
    if (list) list.push({ id, name, number });
    else seasons.set(showId, [{ id, name, number }]);
  }
  const rows = createRowCache(loadRows, ROW_CACHE_CAPACITY);
  return {
    version,
    index: buildTitleIndex(titles),
    relations: {
      genres: namesByTitle(titles, (title) => title.genreIds, names.genres),
      showTypes: namesByTitle(titles, (title) => title.showTypeIds, names.showTypes),
      seasons,
    },
    rows,
    warmed: warmInBackground(rows, titles),
  };
}

/**
 * A value built from the database for a catalogue version, rebuilt on first use after the
 * version grows. The version is read before the build's queries, so a build is never older
 * than the version it is filed under; a failed build is forgotten and retried.
 */
export function versioned<T>(
  currentVersion: () => Promise<number>,
  build: (version: number) => Promise<T>,
): () => Promise<T> {
  let built: { version: number; value: Promise<T> } | undefined;
  return async () => {
    const version = await currentVersion();
    // A caller that read an older version while a newer build started keeps the newer one.
    if (!built || version > built.version) {
      const value = build(version);
      const entry = { version, value };
      built = entry;
      value.catch(() => {
        if (built === entry) built = undefined;
      });
    }
    return built.value;
  };
}

/** The snapshots of both kinds, each rebuilt when the catalogue version has moved on. */
export function createTitleSnapshots(
  source: SnapshotSource,
  showsRepo: Pick<ShowRepository, 'showsByIds'>,
) {
  const currentVersion = createVersionReader(() => source.catalogueVersion());

  async function loadVodRows(ids: number[]): Promise<Map<number, VodPageRow>> {
    const [rows, profiles, subtitles] = await Promise.all([
      source.vodsByIds(ids),
      source.profilesOf(ids),
      source.subtitlesOf(ids),
    ]);
    const byVod = new Map<number, VodPageRow>(
      rows.map((row) => [row.id, { row, profiles: [], subtitles: [] }]),
    );
    for (const profile of profiles) byVod.get(profile.vodId)?.profiles.push(profile);
    for (const subtitle of subtitles) byVod.get(subtitle.vodId)?.subtitles.push(subtitle);
    return byVod;
  }

  async function loadShowRows(ids: number[]): Promise<Map<number, ShowRow>> {
    return new Map((await showsRepo.showsByIds(ids)).map((row) => [row.id, row]));
  }

  const vods = versioned(currentVersion, async (version) => {
    const [titles, names] = await Promise.all([source.indexedVods(), source.relationNames()]);
    return buildVodSnapshot(version, titles, names, loadVodRows);
  });
  const shows = versioned(currentVersion, async (version) => {
    const [titles, names] = await Promise.all([source.indexedShows(), source.relationNames()]);
    return buildShowSnapshot(version, titles, names, loadShowRows);
  });

  return {
    vods,
    shows,
    /** Builds both snapshots, if need be, and waits until their rows are in memory. */
    async warm(): Promise<void> {
      const built = await Promise.all([vods(), shows()]);
      await Promise.all(built.map((snapshot) => snapshot.warmed));
    },
  };
}

export type TitleSnapshots = ReturnType<typeof createTitleSnapshots>;
