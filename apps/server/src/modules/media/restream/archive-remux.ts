// Upstream archives that answer MPEG-TS rather than an HLS playlist (Flussonic's `mpegts`
// timeshift, Xtream Codes without `.m3u8`), which browsers cannot play: ffmpeg remuxes each
// (ts-remux.ts) into a growing EVENT playlist under MEDIA_DIR/archive-remux/, one remux per
// channel and moment whoever asks it, removed once nobody asked for it for a while.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, readdir, rm, stat, utimes } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REMUX_PLAYLIST, startTsRemux, type TsRemux } from './ts-remux.js';
import { UpstreamFailed } from './upstream-segment.js';

/** The folder of MEDIA_DIR the remuxes write into. */
export const REMUX_FOLDER = 'archive-remux';

/** The remuxes' bounds; tests shorten them. */
export interface ArchiveRemuxLimits {
  /** ffmpeg processes remuxing at once; one more archive is refused (`busy`). */
  max: number;
  /** A remux nobody asked anything of for this long is stopped and its files removed. */
  idleMs: number;
  /** How long a playlist ask waits for the first segment before it answers an empty one. */
  firstSegmentMs: number;
}

export const ARCHIVE_REMUX_LIMITS: ArchiveRemuxLimits = {
  max: 4,
  // A viewer who paused a finished archive asks nothing meanwhile: a few minutes' grace.
  idleMs: 5 * 60_000,
  firstSegmentMs: 8_000,
};

const POLL_MS = 200;
const ENDLIST = '#EXT-X-ENDLIST';
// What a playlist ask answers before the first segment: players ask an EVENT one again.
const EMPTY_EVENT =
  '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-PLAYLIST-TYPE:EVENT\n';

/** One archive being (or done being) remuxed. */
export interface ArchiveRemux {
  /**
   * Its playlist as it stands, with the folder's file URL its segment names resolve against,
   * ended (#EXT-X-ENDLIST) once ffmpeg is. Waits for the first segment; rejects with the
   * remux's failure when it stopped before one.
   */
  playlist(): Promise<{ text: string; baseUrl: string }>;
  /** The bytes of a file its playlist names (a file URL), undefined when not there. */
  read(fileUrl: string): Promise<Buffer | undefined>;
}

interface Entry {
  folder: string;
  remux: TsRemux;
  askedAt: number;
  /** When its folder's time was last set to say it is in use (see `asked`). */
  touchedAt: number;
}

/** How often an asked remux's folder has its time set, for other instances' start-up sweeps. */
const TOUCH_MS = 60_000;

/**
 * Removes the folders no instance has used for twice the idle time: those a stopped or crashed
 * instance left. A folder in use has its time set at least once a minute (`asked`).
 */
async function removeLeftovers(root: string, idleMs: number): Promise<void> {
  const before = Date.now() - 2 * idleMs;
  const names = await readdir(root).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const folder = join(root, name);
      const { mtimeMs } = await stat(folder).catch(() => ({ mtimeMs: Infinity }));
      if (mtimeMs < before) await rm(folder, { recursive: true, force: true });
    }),
  );
}

/** The remuxes of this instance, by their key (`<channel>-<from>`). */
export function createArchiveRemuxes(deps: {
  mediaDir: string;
  ffmpegPath: string;
  limits?: Partial<ArchiveRemuxLimits>;
}) {
  const limits = { ...ARCHIVE_REMUX_LIMITS, ...deps.limits };
  const entries = new Map<string, Entry>();
  const root = join(deps.mediaDir, REMUX_FOLDER);
  /** Resolves once what earlier runs left behind is gone (tests wait for it). */
  const swept = removeLeftovers(root, limits.idleMs);

  /** Someone asked something of `entry`: not idle, and its folder says so to other instances. */
  function asked(entry: Entry): void {
    entry.askedAt = Date.now();
    if (entry.askedAt - entry.touchedAt < TOUCH_MS) return;
    entry.touchedAt = entry.askedAt;
    const now = new Date(entry.askedAt);
    void utimes(entry.folder, now, now).catch(() => undefined);
  }

  async function remove(key: string, entry: Entry): Promise<void> {
    if (entries.get(key) === entry) entries.delete(key);
    await entry.remux.stop();
    await rm(entry.folder, { recursive: true, force: true });
  }

  function sweep(): void {
    const before = Date.now() - limits.idleMs;
    for (const [key, entry] of entries) if (entry.askedAt < before) void remove(key, entry);
  }
  const sweeper = setInterval(sweep, Math.min(limits.idleMs, 30_000)).unref();

  async function playlistOf(key: string, entry: Entry) {
    const baseUrl = pathToFileURL(entry.folder + sep).href;
    const deadline = Date.now() + limits.firstSegmentMs;
    for (;;) {
      // Someone waits for it: not idle.
      asked(entry);
      // Read before the playlist: one read after ffmpeg's end has its last playlist.
      const verdict = entry.remux.verdict();
      const text = await readFile(join(entry.folder, REMUX_PLAYLIST), 'utf8').catch(() => '');
      if (text.includes('#EXTINF')) {
        // ffmpeg ends the playlist itself unless it was stopped or the stream failed.
        const ended = verdict && !text.includes(ENDLIST) ? `${text.trimEnd()}\n${ENDLIST}\n` : text;
        return { text: ended, baseUrl };
      }
      if (verdict) {
        // Nothing to play: asked again, the archive is fetched again.
        void remove(key, entry);
        throw verdict.failure.code === 'ended'
          ? new UpstreamFailed({ code: 'ended', message: 'The archive held nothing to play.' })
          : verdict;
      }
      if (Date.now() >= deadline) return { text: EMPTY_EVENT, baseUrl };
      await sleep(POLL_MS);
    }
  }

  const handleOf = (key: string, entry: Entry): ArchiveRemux => ({
    playlist: () => playlistOf(key, entry),
    async read(fileUrl) {
      const path = fileURLToPath(fileUrl);
      if (dirname(path) !== entry.folder) return undefined;
      asked(entry);
      return readFile(path).catch(() => undefined);
    },
  });

  return {
    swept,
    /** The remux of `key` if this instance has one; counts as an ask. */
    get(key: string): ArchiveRemux | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      asked(entry);
      return handleOf(key, entry);
    },
    /** Remuxes `body` as `key`; `busy` (and `body` closed) when `max` remuxes already run. */
    start(key: string, body: Readable): ArchiveRemux {
      const running = [...entries.values()].filter((entry) => !entry.remux.verdict()).length;
      if (running >= limits.max) {
        body.destroy();
        throw new UpstreamFailed({
          code: 'busy',
          message: `${limits.max} archives are being remuxed already.`,
        });
      }
      // A folder of its own: another instance sharing MEDIA_DIR may remux the same moment.
      const folder = join(root, `${key}-${randomBytes(4).toString('hex')}`);
      // Synchronous, so that no other start slips in between the count and the entry.
      mkdirSync(folder, { recursive: true });
      const remux = startTsRemux(body, { ffmpegPath: deps.ffmpegPath, folder, listSize: 0 });
      const entry: Entry = { folder, remux, askedAt: Date.now(), touchedAt: Date.now() };
      const previous = entries.get(key);
      if (previous) void remove(key, previous);
      entries.set(key, entry);
      return handleOf(key, entry);
    },
    /** Stops every remux and removes its files. */
    async close(): Promise<void> {
      clearInterval(sweeper);
      await Promise.all([...entries].map(([key, entry]) => remove(key, entry)));
    },
  };
}

export type ArchiveRemuxes = ReturnType<typeof createArchiveRemuxes>;
