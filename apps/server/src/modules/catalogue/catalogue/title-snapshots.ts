// The catalogue as list calls need it in memory, per catalogue version (catalogue-version.ts):
// a title index per kind, the genre, show type and season names of its titles, and the rows
// that pages have shown lately. A warm list call reads nothing of the catalogue: it picks its
// page from the index and its rows from memory. A change to one title that the index does not
// hold (a star rating, title-changes.ts) updates that title's row and stamps it, in the snapshot
// of its kind, without a rebuild.
import type { Named, Season } from '@marquee/contract';
import { createVersionReader } from '../../../db/change-counter.js';
import { catalogueVersion } from './catalogue-version.js';
import {
  createTitleStamps,
  type RateTotals,
  type TitleChange,
  type TitleStamps,
} from './title-changes.js';
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
/** Title changes read per query. */
const CHANGES_PER_READ = 1_000;

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
  /** The titles changed since it was built (title-changes.ts), whose rows were updated. */
  changed: TitleStamps;
  /** Settles once every title's row is in memory (or reading them failed: they load lazily). */
  warmed: Promise<void>;
}

/** TV shows: the index, the relations their pages show, their rows. */
export interface ShowSnapshot {
  version: number;
  index: TitleIndex;
  relations: ShowRelations;
  rows: RowCache<ShowRow>;
  changed: TitleStamps;
  warmed: Promise<void>;
}

/** What the snapshots read from the database. */
type SnapshotSource = Pick<
  CatalogueRepository,
  | 'catalogueVersion'
  | 'latestTitleChange'
  | 'titleChangesAfter'
  | 'localTitleChanges'
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
    changed: createTitleStamps(),
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
    changed: createTitleStamps(),
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

export interface SnapshotOptions {
  /** For tests: the clock of the version and change readers. */
  now?: () => number;
  /**
   * How many title changes other instances have announced (cluster/change-notices.ts): when it
   * grows, the next call reads the changes at once instead of within a second.
   */
  heardTitleChanges?: () => number;
  /** How many catalogue imports other processes have announced: the version is read again. */
  heardCatalogueChanges?: () => number;
}

/**
 * The snapshots of both kinds, each rebuilt when the catalogue version has moved on, and each
 * brought up to date with the title changes (title-changes.ts) since it was built before it
 * serves a call.
 */
export function createTitleSnapshots(
  source: SnapshotSource,
  showsRepo: Pick<ShowRepository, 'showsByIds'>,
  options: SnapshotOptions = {},
) {
  const { now, heardTitleChanges = () => 0, heardCatalogueChanges } = options;
  const local = source.localTitleChanges;
  const currentVersion = createVersionReader(() => source.catalogueVersion(), {
    now,
    localChanges: catalogueVersion.localBumps,
    ...(heardCatalogueChanges ? { heardChanges: heardCatalogueChanges } : {}),
  });

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

  /**
   * The snapshot with what brings it up to date: the changes after `seen` (the newest change
   * when its build began: its rows are read after that), which it reads like the version, at
   * most once a second; and, with no read, those this process announced after `localSeen` (how
   * many it had announced before `seen` was read). A change of the snapshot's kind newer than
   * the title's last writes the title's totals into its row (`withTotals`), then stamps it.
   * A row read after an announced change may hold later ratings than the announcement: totals
   * replace a row's only when they count more ratings (a count only grows).
   */
  function following<S extends VodSnapshot | ShowSnapshot>(
    kind: TitleChange['kind'],
    snapshot: S,
    { seen, localSeen }: { seen: number; localSeen: number },
    withTotals: (id: number, totals: RateTotals) => void,
  ): { snapshot: S; catchUp: () => Promise<number> } {
    let cursor = seen;
    let localCursor = localSeen;
    // Bumped when this process announced more changes than it keeps: read them at once.
    let missedLocal = 0;
    const apply = (change: TitleChange) => {
      // Reads and announcements overlap: older totals may come after newer ones.
      const newest = Math.max(seen, snapshot.changed.of(change.id));
      if (change.kind === kind && change.seq > newest) {
        withTotals(change.id, change.totals);
        snapshot.changed.mark(change.id, change.seq);
      }
    };
    const read = createVersionReader(
      async () => {
        for (;;) {
          const changes = await source.titleChangesAfter(cursor, CHANGES_PER_READ);
          for (const change of changes) {
            apply(change);
            cursor = Math.max(cursor, change.seq);
          }
          if (changes.length < CHANGES_PER_READ) return cursor;
        }
      },
      { now, localChanges: () => missedLocal + heardTitleChanges() },
    );
    const catchUp = () => {
      if (local.count !== localCursor) {
        const announced = local.after(localCursor);
        localCursor = local.count;
        if (announced) announced.forEach(apply);
        else missedLocal += 1;
      }
      return read();
    };
    return { snapshot, catchUp };
  }

  /** Where the changes stand before a build reads anything. */
  async function changesSoFar(): Promise<{ seen: number; localSeen: number }> {
    const localSeen = local.count;
    return { seen: await source.latestTitleChange(), localSeen };
  }

  const vods = versioned(currentVersion, async (version) => {
    const [changes, titles, names] = await Promise.all([
      changesSoFar(),
      source.indexedVods(),
      source.relationNames(),
    ]);
    const snapshot = buildVodSnapshot(version, titles, names, loadVodRows);
    return following('vod', snapshot, changes, (id, totals) =>
      snapshot.rows.update(id, (page) =>
        totals.rateCount > page.row.rateCount ? { ...page, row: { ...page.row, ...totals } } : page,
      ),
    );
  });
  const shows = versioned(currentVersion, async (version) => {
    const [changes, titles, names] = await Promise.all([
      changesSoFar(),
      source.indexedShows(),
      source.relationNames(),
    ]);
    const snapshot = buildShowSnapshot(version, titles, names, loadShowRows);
    return following('show', snapshot, changes, (id, totals) =>
      snapshot.rows.update(id, (row) =>
        totals.rateCount > row.rateCount ? { ...row, ...totals } : row,
      ),
    );
  });

  /** The current snapshot, with the changes since it was built. */
  async function upToDate<S>(
    current: () => Promise<{ snapshot: S; catchUp: () => Promise<number> }>,
  ): Promise<S> {
    const { snapshot, catchUp } = await current();
    await catchUp();
    return snapshot;
  }

  return {
    vods: () => upToDate(vods),
    shows: () => upToDate(shows),
    /** Builds both snapshots, if need be, and waits until their rows are in memory. */
    async warm(): Promise<void> {
      const built = await Promise.all([upToDate(vods), upToDate(shows)]);
      await Promise.all(built.map((snapshot) => snapshot.warmed));
    },
  };
}

export type TitleSnapshots = ReturnType<typeof createTitleSnapshots>;
