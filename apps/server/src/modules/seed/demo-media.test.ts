import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { shows, videoCampaigns, vodSources, vods } from '../../db/schema.js';
import { serverRoot } from '../../paths.js';
import { createTestDatabase } from '../../test/test-database.js';
import { DEMO_ADVERTS } from './demo-campaigns.js';
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
});
