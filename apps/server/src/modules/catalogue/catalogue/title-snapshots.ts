// The catalogue as list calls need it in memory, per catalogue version (catalogue-version.ts):
// a title index per kind, the genre, show type and season names of its titles, and the rows
// that pages have shown lately. A warm list call reads nothing of the catalogue: it picks its
// page from the index and its rows from memory. A change to one title that the index does not
// hold (a star rating, title-changes.ts) updates that title's row and stamps it, in the snapshot
// of its kind, without a rebuild.
import { createVersionReader } from '../../../db/change-counter.js';
import { catalogueVersion } from './catalogue-version.js';
import type { CatalogueRepository } from './catalogue-repository.js';
import {
  buildTitleSnapshot,
  seasonNames,
  seasonsByShow,
  type ShowSnapshot,
  type VodPageRow,
  type VodSnapshot,
} from './snapshot-builder.js';
import type { ShowRepository, ShowRow } from './show-repository.js';
import type { RateTotals, TitleChange } from './title-changes.js';

/** Title changes read per query. */
const CHANGES_PER_READ = 1_000;

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
    const snapshot = buildTitleSnapshot(version, titles, names, seasonNames, loadVodRows);
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
    const snapshot = buildTitleSnapshot(version, titles, names, seasonsByShow, loadShowRows);
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
