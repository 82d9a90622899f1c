import { asc, count, eq, like, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY, HOUR } from '../../../clock.js';
import type { Database } from '../../../db/client.js';
import { channels, programmes } from '../../../db/schema.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { importChannels } from '../live-import/import-channels.js';
import { extendDemoGuide } from './extend-demo-guide.js';
import { seedDemoChannels } from './seed-channels.js';
import { createSeedModule } from './seed-module.js';

const start = new Date('2026-03-14T15:26:41Z');
const later = (days: number) => new Date(start.getTime() + days * DAY);
let database: Database;
let imported: { id: number } | undefined;
let importedProgrammes: (typeof programmes.$inferSelect)[];

beforeAll(async () => {
  database = await createTestDatabase();
  const m3u =
    '#EXTM3U\n#EXTINF:-1 tvg-id="Local.nz" catchup-days="7",Local One\nhttps://example.com/one.m3u8\n';
  await importChannels(database.db, [{ name: 'local.m3u', bytes: new TextEncoder().encode(m3u) }]);
  [imported] = await database.db
    .select({ id: channels.id })
    .from(channels)
    .where(eq(channels.tvgId, 'Local.nz'));
  // An imported guide: one programme long over, one ahead.
  importedProgrammes = await database.db
    .insert(programmes)
    .values([
      { channelId: imported!.id, start: later(-20), stop: later(-19.9), title: 'Old news' },
      { channelId: imported!.id, start: later(1), stop: later(1.1), title: 'Tomorrow' },
    ])
    .returning();
  await database.db.transaction((tx) => seedDemoChannels(tx));
  await extendDemoGuide(database.db, start);
});
afterAll(() => database.close());

const demoGuide = async () =>
  database.db
    .select({ channelId: programmes.channelId, start: programmes.start, stop: programmes.stop })
    .from(programmes)
    .innerJoin(channels, eq(channels.id, programmes.channelId))
    .where(like(channels.tvgId, '%.demo'))
    .orderBy(asc(programmes.channelId), asc(programmes.start));

/** Per demo channel: its first start and last stop, after checking it has no gap or overlap. */
async function coverage(): Promise<Map<number, { first: number; last: number }>> {
  const rows = await demoGuide();
  const spans = new Map<number, { first: number; last: number }>();
  for (const [index, row] of rows.entries()) {
    const previous = rows[index - 1];
    const span = spans.get(row.channelId);
    if (span && previous) {
      expect(row.start).toEqual(previous.stop);
      span.last = row.stop.getTime();
    } else {
      spans.set(row.channelId, { first: row.start.getTime(), last: row.stop.getTime() });
    }
  }
  return spans;
}

const programmeCount = async () =>
  (await database.db.select({ n: count() }).from(programmes))[0]!.n;

describe('extendDemoGuide', () => {
  it('changes nothing when run again at the same time', async () => {
    const before = await programmeCount();
    expect(await extendDemoGuide(database.db, start)).toEqual({ added: 0, removed: 0 });
    expect(await programmeCount()).toBe(before);
  });

  it('a day later adds the next day, continuing each channel with no gap, and a second run adds nothing', async () => {
    const before = await coverage();
    const { added, removed } = await extendDemoGuide(database.db, later(1));
    expect(added).toBeGreaterThan(before.size * 10);
    expect(removed).toBe(0);
    for (const [channelId, span] of await coverage()) {
      expect(span.first).toBe(before.get(channelId)!.first);
      expect(span.last).toBeGreaterThanOrEqual(later(8).getTime());
      expect(span.last - before.get(channelId)!.last).toBeGreaterThanOrEqual(DAY - 3 * HOUR);
    }
    expect(await extendDemoGuide(database.db, later(1))).toEqual({ added: 0, removed: 0 });
  });

  it('drops the programmes that ended more than 8 days ago and still covers 7 days back', async () => {
    const now = later(2);
    const { removed } = await extendDemoGuide(database.db, now);
    expect(removed).toBeGreaterThan(0);
    const spans = await coverage();
    expect(spans.size).toBeGreaterThanOrEqual(55);
    for (const span of spans.values()) {
      expect(span.first).toBeLessThanOrEqual(now.getTime() - 7 * DAY);
      expect(span.last).toBeGreaterThanOrEqual(now.getTime() + 7 * DAY);
    }
    const rows = await demoGuide();
    expect(rows.every((row) => row.stop.getTime() >= now.getTime() - 8 * DAY)).toBe(true);
    expect(await extendDemoGuide(database.db, now)).toEqual({ added: 0, removed: 0 });
  });

  it('adds each programme once when two servers extend at the same moment', async () => {
    const before = await programmeCount();
    const [a, b] = await Promise.all([
      extendDemoGuide(database.db, later(3)),
      extendDemoGuide(database.db, later(3)),
    ]);
    expect(a.added + b.added).toBe((await programmeCount()) - before + a.removed + b.removed);
    expect(a.added + b.added).toBeGreaterThan(0);
    await coverage();
  });

  it('leaves imported channels and their guide alone', async () => {
    const own = await database.db
      .select()
      .from(programmes)
      .where(eq(programmes.channelId, imported!.id))
      .orderBy(asc(programmes.start));
    expect(own).toEqual(importedProgrammes);
    const others = await database.db
      .select({ n: count() })
      .from(channels)
      .where(not(like(channels.tvgId, '%.demo')));
    expect(others[0]!.n).toBe(1);
  });
});

describe('the seed module', () => {
  it('extends the guide every day while the server runs, and stops when it closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let now = later(4);
      const info = vi.fn();
      const module = createSeedModule({
        db: database.db,
        now: () => now,
        log: { info, error: vi.fn() } as never,
      });
      module.onReady();
      // The start's extension is the seed's: being ready adds nothing.
      expect(info).not.toHaveBeenCalled();

      // The timer starts the extension; its queries run on real I/O, so wait for its log.
      await vi.advanceTimersByTimeAsync(DAY);
      await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1));
      expect((await coverage()).values().next().value!.last).toBeGreaterThanOrEqual(
        later(11).getTime(),
      );

      now = later(5);
      await vi.advanceTimersByTimeAsync(DAY);
      await module.onClose();
      expect(info).toHaveBeenCalledTimes(2);
      for (const span of (await coverage()).values()) {
        expect(span.last).toBeGreaterThanOrEqual(later(12).getTime());
      }

      now = later(6);
      await vi.advanceTimersByTimeAsync(DAY);
      expect(info).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
