// Every read the soak's traffic makes (soak-traffic.ts), each asked once: the check that they
// all answer before the soak starts.
import {
  DEMO_LOGIN,
  calls,
  configurationPath,
  filmListPath,
  guideTilePath,
  logIn,
  searchPaths,
  webHeaders,
  webPath,
} from './web-calls';
import type { SoakData } from './soak-data';

/** What Chromium sends. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Film list pages asked for, guide pages of 50 channels, and 6-hour windows' starts. */
export const FILM_PAGES = 5;

export const GUIDE_PAGES = 2;

export const GUIDE_STARTS = 96;

/**
 * A guide tile as the grid asks: page `page` of 50 channels, 6 hours from the `tile`-th half
 * hour of the day before `data.now` (tiles 0 to 95 span that day and the next).
 */
export function soakGuideTile(data: SoakData, tile: number, page: number): string {
  const start = data.now - 86_400 + tile * 1800;
  return guideTilePath({ page, limit: 50, start, end: start + 21_600 });
}

/** The searches of a word: whole and cut to 3 letters, in films and in TV shows. */
export function soakSearches(word: string): string[] {
  const whole = searchPaths(word);
  const prefix = searchPaths(word.slice(0, 3));
  return [whole.films, whole.tvShows, prefix.films, prefix.tvShows];
}

/**
 * Every read the mix makes, once each: what a warm-up asks so that the server's caches hold
 * all the answers the soak will ask for before its memory is measured.
 */
export function everySoakRead(data: SoakData): string[] {
  return [
    configurationPath,
    webPath(calls.highlightedContent, { url: '/home' }),
    webPath(calls.continueWatching),
    webPath(calls.trendingMovies, { limit: 24 }),
    webPath(calls.trendingTvShows, { limit: 24 }),
    ...Array.from({ length: FILM_PAGES }, (_, page) => filmListPath(page + 1)),
    ...data.words.flatMap(soakSearches),
    ...Array.from({ length: GUIDE_STARTS * GUIDE_PAGES }, (_, index) =>
      soakGuideTile(data, index % GUIDE_STARTS, 1 + Math.floor(index / GUIDE_STARTS)),
    ),
  ];
}

/** Asks every path once as the demo account, `connections` at a time; the failures. */
export async function readEach(
  baseUrl: string,
  paths: string[],
  connections: number,
): Promise<string[]> {
  const token = await logIn(baseUrl, DEMO_LOGIN);
  const queue = [...paths];
  const failures: string[] = [];
  const headers = { ...webHeaders(token), 'Accept-Encoding': ACCEPT_ENCODING };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await fetch(`${baseUrl}${path}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) failures.push(`${response.status} ${path}`);
      }
    }),
  );
  return failures;
}
