// The API calls of the web app, built from the contract as apps/web builds them (path, bracket
// query, body encoding) with the headers of its api-client (`commonHeaders`), for benchmarks
// that talk to the built server over HTTP.
// Only the contract's plain modules (header names, bracket query) are imported: the zod
// schemas are not needed to make the calls. The paths are the contract's (packages/contract/src,
// `api.<module>.<call>.path`, named beside each).
import {
  APP_VERSION,
  DEFAULT_LANGUAGE,
  DEVICE_WEB,
  Header,
  TENANT_GENERAL,
} from '../packages/contract/src/headers';
import { toBracketQuery, type QueryObject } from '../packages/contract/src/query';

/** The calls used here: the contract's paths, and how their bodies are encoded. */
export const calls = {
  /** api.account.login */
  login: '/account/login',
  /** api.configuration.configuration */
  configuration: '/composer/configuration/web',
  /** api.vod.list */
  vodList: '/vods/list',
  /** api.catalogue.tvShows */
  tvShows: '/multi-event-vods/list',
  /** api.catalogue.genres */
  genres: '/genres/list',
  /** api.catalogue.highlightedContent */
  highlightedContent: '/highlighted-content/list',
  /** api.playback.continueWatching */
  continueWatching: '/vods/get-continue-watching',
  /** api.catalogue.recommended (POST, JSON body) */
  recommended: '/vods/recommended',
  /** api.catalogue.similar (POST, JSON body) */
  similar: '/vods/similar',
  /** api.catalogue.trendingMovies */
  trendingMovies: '/vods/trending-movies',
  /** api.catalogue.trendingTvShows */
  trendingTvShows: '/vods/trending-tv-shows',
  /** api.catalogue.rateVod (POST, no body): a movie or episode, `:id/:rating` */
  rateVod: '/vods/rate',
  /** api.catalogue.rateTvShow (POST, no body) */
  rateTvShow: '/multi-event-vods/rate',
  /** api.live.guideIndex: the guide grid, a page of channels with their programmes in a window */
  guideIndex: '/epgs/index',
  /** api.vod.stream (POST, JSON body) */
  vodStream: '/vods/stream',
  /** api.live.channelStream (POST, JSON body) */
  channelStream: '/channels/stream',
  /** api.playback.saveProgress (POST, JSON body) */
  saveProgress: '/vods/save-progress',
  /** api.playback.rentVod (POST, JSON body) */
  rentVod: '/vods/rent',
  /** api.live.addReminder (POST, JSON body) */
  addReminder: '/epg-reminders/add',
  /** api.live.deleteReminder (POST, JSON body) */
  deleteReminder: '/epg-reminders/delete',
} as const;

/** The web app's API base (same origin). */
export const API_BASE = '/api';
export const DEMO_LOGIN = { identifier: 'demo@marquee.local', password: 'marquee' };
/** The seed's other demo account, whose subscription has run out (it may still rate). */
export const EXPIRED_DEMO_LOGIN = { identifier: 'expired@marquee.local', password: 'marquee' };

/** Page size of the film and TV show lists (apps/web browse LIST_PAGE_SIZE). */
const LIST_PAGE_SIZE = 24;
/** Titles per section on the search page's first load (apps/web search SECTION_LIMIT). */
const SECTION_LIMIT = 20;

/** What the api-client sends with every call: Device, Tenant, Accept-Language, UID, Token. */
export function webHeaders(token?: string): Record<string, string> {
  return {
    [Header.device]: DEVICE_WEB,
    [Header.tenant]: TENANT_GENERAL,
    [Header.acceptLanguage]: DEFAULT_LANGUAGE,
    [Header.uid]: 'marquee-bench-device',
    Accept: 'application/json',
    ...(token ? { [Header.token]: token } : {}),
  };
}

/** The path and query of a call, as the api-client's buildUrl makes them. */
export function webPath(path: string, query?: QueryObject): string {
  const search = query ? toBracketQuery(query) : '';
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** The film list page (/movies): page `page` of films, newest first, as getMoviesPage asks. */
export function filmListPath(page = 1, genreIds: number[] = []): string {
  return webPath(calls.vodList, {
    filter: { type: '0', ...(genreIds.length > 0 ? { genre_id: genreIds } : {}) },
    page,
    limit: LIST_PAGE_SIZE,
    sort: { created: 'desc' },
  });
}

/** The two calls of a search (films with episodes, and TV shows), as the search page makes them. */
export function searchPaths(text: string): { films: string; tvShows: string } {
  return {
    films: webPath(calls.vodList, {
      limit: SECTION_LIMIT,
      filter: { title: text, type: { all: 'true' } },
    }),
    tvShows: webPath(calls.tvShows, { limit: SECTION_LIMIT, filter: { title: text } }),
  };
}

/**
 * A tile of the guide grid: page `page` of `limit` channels by number, with their programmes
 * overlapping [start, end) (Unix seconds).
 */
export function guideTilePath(tile: {
  page: number;
  limit: number;
  start: number;
  end: number;
}): string {
  return webPath(calls.guideIndex, {
    page: tile.page,
    limit: tile.limit,
    filter: { start: tile.start, end: tile.end },
  });
}

/** The remote configuration, read by every page load. */
export const configurationPath = webPath(calls.configuration);

/** Logs in as the web app does (Basic authorisation, device model, app version); the token. */
export async function logIn(baseUrl: string, login = DEMO_LOGIN): Promise<string> {
  const credentials = Buffer.from(`${login.identifier}:${login.password}`).toString('base64');
  const response = await fetch(`${baseUrl}${webPath(calls.login)}`, {
    headers: {
      ...webHeaders(),
      [Header.authorization]: `Basic ${credentials}`,
      [Header.deviceModel]: 'marquee-bench',
      [Header.appVersion]: APP_VERSION,
    },
  });
  const body = (await response.json()) as { data?: { device?: { token?: string } } };
  const token = body.data?.device?.token;
  if (!response.ok || !token) throw new Error(`Login failed: HTTP ${response.status}`);
  return token;
}

/** Calls the server as the web app does and returns the envelope's `data`; throws on a non-2xx. */
export async function call<T = unknown>(
  baseUrl: string,
  token: string,
  path: string,
  /** A JSON body, POSTed (the calls used here that take a body take JSON). */
  body?: QueryObject,
): Promise<T> {
  const headers: Record<string, string> = webHeaders(token);
  if (body) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

interface Titled {
  id: number;
  title: string;
}

/**
 * What a subscriber's browser asks in a short visit: the configuration, home's lists, a film
 * page, a TV show page, a few searches and `listCalls` film list pages (genres, pages 1 to 5).
 * Returns the number of calls made.
 */
export async function browseLikeTheWebApp(
  baseUrl: string,
  token: string,
  listCalls = 36,
): Promise<number> {
  let made = 0;
  const get = <T>(path: string) => {
    made += 1;
    return call<T>(baseUrl, token, path);
  };
  const post = <T>(path: string, body: QueryObject) => {
    made += 1;
    return call<T>(baseUrl, token, webPath(path), body);
  };
  await get(configurationPath);
  // Home (apps/web features/home/api/home-lists.ts).
  await get(webPath(calls.highlightedContent, { url: '/home' }));
  await get(webPath(calls.continueWatching));
  await post(calls.recommended, { type: 0, limit: 20 });
  await post(calls.recommended, { type: 2, limit: 10 });
  const newFilms = await get<{ items: Titled[] }>(
    webPath(calls.vodList, {
      filter: { type: '0' },
      sort: { created: 'desc' },
      page: 1,
      limit: 15,
    }),
  );
  const newShows = await get<{ items: Titled[] }>(
    webPath(calls.tvShows, { sort: { created: 'desc' }, page: 1, limit: 20 }),
  );
  await get(webPath(calls.trendingMovies, { limit: 24 }));
  await get(webPath(calls.trendingTvShows, { limit: 24 }));
  // A film page and a TV show page.
  const film = newFilms.items[0];
  if (film) {
    await get(webPath(calls.vodList, { filter: { id: film.id }, config: { enable_rate: 1 } }));
    await post(calls.similar, { vod_id: film.id });
  }
  const show = newShows.items[0];
  if (show) {
    await get(webPath(calls.tvShows, { filter: { id: show.id }, config: { enable_rate: 1 } }));
  }
  // Searches: words of the titles just seen, whole and cut to a prefix.
  const words = [...newFilms.items, ...newShows.items]
    .flatMap((item) => item.title.split(/\s+/))
    .filter((word) => word.length >= 3)
    .slice(0, 4);
  for (const word of [...words, ...words.map((word) => word.slice(0, 2))]) {
    const search = searchPaths(word);
    await get(search.films);
    await get(search.tvShows);
  }
  // Film list pages, by genre and page.
  const genres = await get<{ id: number }[]>(webPath(calls.genres));
  const genreIds = genres.map((genre) => genre.id);
  for (let index = 0; index < listCalls; index++) {
    const genre =
      genreIds.length > 0 && index % 2 === 1 ? [genreIds[index % genreIds.length]!] : [];
    await get(filmListPath(1 + (index % 5), genre));
  }
  return made;
}
