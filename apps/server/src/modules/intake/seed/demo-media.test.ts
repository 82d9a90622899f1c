import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { shows, videoCampaigns, vodSources, vodSubtitles, vods } from '../../../db/schema.js';
import { serverRoot } from '../../../paths.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { DEMO_ADVERTS } from './demo-campaigns.js';
import { DEMO_CLIP_SECONDS } from './demo-curation.js';
import { DEMO_MEDIA, seedDemoData } from './seed.js';

// Every stream the demo seeds must be one that scripts/make-media.sh made and committed:
// a master playlist whose renditions and segments are all on disk.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { films: 30, shows: 2 });
});
afterAll(() => database.close());

/** The files a master playlist names, through its media playlists, relative to media/. */
function filesOf(url: string): string[] {
  const master = join(serverRoot, url.replace(/^\/media\//, 'media/'));
  const lines = (path: string) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
  const media = lines(master).map((name) => join(dirname(master), name));
  return [
    master,
    ...media.flatMap((playlist) => {
      const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(readFileSync(playlist, 'utf8'))?.[1];
      return [
        playlist,
        ...(init ? [join(dirname(playlist), init)] : []),
        ...lines(playlist).map((segment) => join(dirname(playlist), segment)),
      ];
    }),
  ];
}

describe('the demo media', () => {
  it('holds every stream the seed points at: films (SD and HD), trailers and two adverts', async () => {
    const { db } = database;
    const urls = new Set([
      ...(await db.select({ url: vodSources.url }).from(vodSources)).map((row) => row.url),
      ...(await db.select({ url: vods.trailerUrl }).from(vods)).flatMap((row) => row.url ?? []),
      ...(await db.select({ url: shows.trailerUrl }).from(shows)).flatMap((row) => row.url ?? []),
      ...(await db.select({ url: videoCampaigns.videoUrl }).from(videoCampaigns)).map(
        (row) => row.url,
      ),
    ]);
    expect([...urls].sort()).toEqual(
      [
        DEMO_MEDIA.film,
        DEMO_MEDIA.filmSd,
        DEMO_MEDIA.trailer,
        DEMO_ADVERTS.brand,
        DEMO_ADVERTS.offer,
      ].sort(),
    );
    for (const url of urls) {
      const missing = existsSync(join(serverRoot, url.replace(/^\/media\//, 'media/')))
        ? filesOf(url).filter((file) => !existsSync(file))
        : [url];
      expect(missing, `${url}: run scripts/make-media.sh`).toEqual([]);
    }
  });

  it('gives SD profiles the 360p rendition alone and HD both', () => {
    const renditions = (url: string) =>
      filesOf(url)
        .filter((file) => file.endsWith('index.m3u8'))
        .map((file) => file.split('/').at(-2));
    expect(renditions(DEMO_MEDIA.filmSd)).toEqual(['360p']);
    expect(renditions(DEMO_MEDIA.film)).toEqual(['360p', '720p']);
  });

  it('has a film clip of DEMO_CLIP_SECONDS, which seeded positions and subtitles fit in', () => {
    for (const playlist of filesOf(DEMO_MEDIA.film).filter((file) => file.endsWith('index.m3u8'))) {
      const lengths = [...readFileSync(playlist, 'utf8').matchAll(/^#EXTINF:([\d.]+),/gm)];
      const total = lengths.reduce((sum, match) => sum + Number(match[1]), 0);
      expect(total).toBeCloseTo(DEMO_CLIP_SECONDS, 3);
    }
  });

  it('holds the subtitles the seed gives films, English and Portuguese, every cue inside the clip', async () => {
    const rows = await database.db
      .select({ vodId: vodSubtitles.vodId, locale: vodSubtitles.locale, url: vodSubtitles.url })
      .from(vodSubtitles);
    expect(new Set(rows.map((row) => row.vodId)).size).toBeGreaterThan(0);
    expect([...new Set(rows.map((row) => row.locale))].sort()).toEqual(['en', 'pt']);
    for (const url of new Set(rows.map((row) => row.url))) {
      const file = join(serverRoot, url.replace(/^\/media\//, 'media/'));
      expect(existsSync(file), `${url}: run scripts/make-media.sh`).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text.startsWith('WEBVTT\n')).toBe(true);
      const cues = [
        ...text.matchAll(/^(\d\d):(\d\d):(\d\d\.\d{3}) --> (\d\d):(\d\d):(\d\d\.\d{3})/gm),
      ];
      expect(cues.length).toBeGreaterThan(0);
      for (const cue of cues) {
        const [from, to] = [cue.slice(1, 4), cue.slice(4, 7)].map(
          ([h, m, s]) => Number(h) * 3600 + Number(m) * 60 + Number(s),
        );
        expect(from).toBeLessThan(to!);
        expect(to).toBeLessThanOrEqual(DEMO_CLIP_SECONDS);
      }
    }
  });
});
