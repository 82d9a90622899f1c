// What the guide rules' tests share (import-guide-rules.test.ts, import-guide-channels.test.ts):
// each file's database and folder of guide files, and small guides written for a rule.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../db/client.js';
import { channels, programmes } from '../../../db/schema.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { importChannels } from '../live-import/index.js';

/** A file's database and the folder its guide files are written to. */
export interface GuideRulesPlace {
  database: Database;
  folder: string;
}

export async function createGuideRulesPlace(): Promise<GuideRulesPlace> {
  return {
    database: await createTestDatabase(),
    folder: await mkdtemp(join(tmpdir(), 'marquee-guide-rules-')),
  };
}

export async function removeGuideRulesPlace({ database, folder }: GuideRulesPlace): Promise<void> {
  await database.close();
  await rm(folder, { recursive: true, force: true });
}

export const xmltv = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<tv>\n${body}\n</tv>\n`;
export const programme = (channel: string, start: string, stop: string | null, title: string) =>
  `<programme channel="${channel}" start="${start}"${stop === null ? '' : ` stop="${stop}"`}><title>${title}</title></programme>`;

/** The rules' helpers on the place `place` gives (read when they run). */
export function guideRulesHelpers(place: () => GuideRulesPlace) {
  /** Imports an M3U list of `#EXTINF` lines, each given its own stream URL. */
  async function channelList(...extinfs: string[]) {
    const text = ['#EXTM3U', ...extinfs.flatMap((line, i) => [line, `https://e.com/${i}.m3u8`])];
    await importChannels(place().database.db, [
      { name: 'list.m3u', bytes: new TextEncoder().encode(text.join('\n')) },
    ]);
  }

  async function guideFile(name: string, content: string | Buffer): Promise<string> {
    const path = join(place().folder, name);
    await writeFile(path, content);
    return path;
  }

  /** A channel's programmes as "start–stop title", times in UTC. */
  async function schedule(tvgId: string): Promise<string[]> {
    const [channel] = await place()
      .database.db.select()
      .from(channels)
      .where(eq(channels.tvgId, tvgId));
    const rows = await place()
      .database.db.select()
      .from(programmes)
      .where(eq(programmes.channelId, channel!.id))
      .orderBy(asc(programmes.start));
    return rows.map(
      (row) => `${row.start.toISOString()}–${row.stop.toISOString().slice(11)} ${row.title}`,
    );
  }

  return { channelList, guideFile, schedule };
}

/**
 * A test file's place, made before its tests and removed after them, with the helpers on it;
 * `database.db` is the place's database once made.
 */
export function useGuideRulesPlace() {
  let place: GuideRulesPlace | undefined;
  beforeAll(async () => {
    place = await createGuideRulesPlace();
  });
  afterAll(() => (place ? removeGuideRulesPlace(place) : undefined));
  const current = () => place!;
  const database = {
    get db() {
      return current().database.db;
    },
  };
  return { database, ...guideRulesHelpers(current) };
}
