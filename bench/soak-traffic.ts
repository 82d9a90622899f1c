// Mixed traffic of the web app's calls from many connections at once, against one or more
// instances of the server (a list of base URLs: each connection keeps to one of them, in turn),
// with every answer counted by route: its latency, and whether it was a 2xx, an expected business
// answer (a reminder for a programme that has just started, say) or an error.
import { Header } from '../packages/contract/src/headers';
import { mulberry32 } from '../apps/server/src/modules/intake/seed/demo-catalogue';
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
  call,
} from './web-calls';

/** What Chromium sends. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The routes of the mix, as counted. */
export type SoakRoute =
  | 'login'
  | 'configuration'
  | 'homeHighlighted'
  | 'homeContinueWatching'
  | 'homeRecommended'
  | 'homeTrending'
  | 'filmList'
  | 'search'
  | 'filmStream'
  | 'channelStream'
  | 'saveProgress'
  | 'rent'
  | 'guideTile'
  | 'addReminder'
  | 'deleteReminder';

/**
 * Non-2xx answers a route may give for the business's reasons, not the server's: a reminder of
 * a programme that started meanwhile (409), or one already set from another connection (409).
 */
const EXPECTED: Partial<Record<SoakRoute, readonly number[]>> = {
  addReminder: [409],
};

/** What the traffic needs from the data: titles, profiles, channels and future programmes. */
export interface SoakData {
  /** Films with a profile the demo account may play at once. */
  playable: { vodId: number; profileId: number; duration: number }[];
  /** Film profiles for rent (tvod or tvod_dtr), with their durations when rented by days. */
  rentable: { vodId: number; profileId: number; duration?: number }[];
  /** Channels the demo account may play at once. */
  channels: number[];
  /** Programmes starting later than the run ends, for reminders. */
  laterProgrammes: number[];
  /** Words of real titles, for searches. */
  words: string[];
  /** The guide's window around now, in Unix seconds. */
  now: number;
}

interface Titled {
  id: number;
  title: string;
  type: number;
  movie_source: {
    duration?: number | null;
    profiles: {
      id: number;
      subscribed: boolean;
      business_model: string;
      pricing?: { duration?: number | null }[];
    }[];
  };
}
interface GuideRow {
  channel: { id: number; subscribed: boolean; parental_rating: { require_pin: boolean } | null };
  programmes: { id: number; start_timestamp: number }[];
}

/** Reads what the traffic needs from a running server, as the demo account. */
export async function soakData(baseUrl: string, runSeconds: number): Promise<SoakData> {
  const token = await logIn(baseUrl, DEMO_LOGIN);
  const films: Titled[] = [];
  for (let page = 1; page <= 4; page += 1) {
    films.push(...(await call<{ items: Titled[] }>(baseUrl, token, filmListPath(page))).items);
  }
  const now = Math.floor(Date.now() / 1000);
  const guide = await call<{ items: GuideRow[] }>(
    baseUrl,
    token,
    guideTilePath({ page: 1, limit: 50, start: now, end: now + 24 * 3600 }),
  );
  // Reminders are asked for programmes that start well after the run.
  const later = now + runSeconds + 15 * 60;
  const data: SoakData = {
    playable: films.flatMap((film) =>
      film.movie_source.profiles
        .filter((profile) => profile.subscribed)
        .slice(0, 1)
        .map((profile) => ({
          vodId: film.id,
          profileId: profile.id,
          duration: film.movie_source.duration || 5400,
        })),
    ),
    rentable: films.flatMap((film) =>
      film.movie_source.profiles
        .filter((profile) => profile.business_model.startsWith('tvod'))
        .map((profile) => {
          const days = profile.pricing?.find((price) => price.duration)?.duration;
          return { vodId: film.id, profileId: profile.id, ...(days ? { duration: days } : {}) };
        }),
    ),
    channels: guide.items
      .filter((row) => row.channel.subscribed && !row.channel.parental_rating?.require_pin)
      .map((row) => row.channel.id),
    laterProgrammes: guide.items.flatMap((row) =>
      row.programmes.filter((p) => p.start_timestamp > later).map((p) => p.id),
    ),
    words: [
      ...new Set(
        films
          .flatMap((film) => film.title.split(/\s+/))
          .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
          .filter((word) => word.length >= 4),
      ),
    ].slice(0, 12),
    now,
  };
  const empty = Object.entries(data).filter(
    ([, value]) => Array.isArray(value) && value.length === 0,
  );
  if (empty.length > 0) {
    throw new Error(`The data has none of: ${empty.map(([name]) => name).join(', ')}`);
  }
  return data;
}

/** Figures of one route: answers, latency and what went wrong, by status. */
export interface RouteFigures {
  answers: number;
  ok: number;
  expected: number;
  errors: number;
  /** Non-2xx answers that are not expected, and failed requests ("network"), by status. */
  errorsByStatus: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

class Tally {
  private readonly latencies = new Map<SoakRoute, number[]>();
  private readonly outcomes = new Map<SoakRoute, { ok: number; expected: number }>();
  private readonly failures = new Map<SoakRoute, Record<string, number>>();
  /** A few bodies of the first errors, to say what they were. */
  readonly samples: string[] = [];

  record(route: SoakRoute, ms: number, status: number | 'network', body: string) {
    let list = this.latencies.get(route);
    if (!list) this.latencies.set(route, (list = []));
    list.push(ms);
    const outcome = this.outcomes.get(route) ?? { ok: 0, expected: 0 };
    this.outcomes.set(route, outcome);
    if (typeof status === 'number' && status >= 200 && status < 300) outcome.ok += 1;
    else if (typeof status === 'number' && EXPECTED[route]?.includes(status)) outcome.expected += 1;
    else {
      const byStatus = this.failures.get(route) ?? {};
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      this.failures.set(route, byStatus);
      if (this.samples.length < 10) this.samples.push(`${route} ${status} ${body.slice(0, 300)}`);
    }
  }

  figures(): Record<string, RouteFigures> {
    const result: Record<string, RouteFigures> = {};
    for (const [route, list] of [...this.latencies].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (p: number) =>
        sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
      const { ok, expected } = this.outcomes.get(route)!;
      const byStatus = this.failures.get(route) ?? {};
      result[route] = {
        answers: sorted.length,
        ok,
        expected,
        errors: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
        errorsByStatus: byStatus,
        p50Ms: round(at(0.5)),
        p99Ms: round(at(0.99)),
        maxMs: round(sorted.at(-1)!),
      };
    }
    return result;
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Film list pages asked for, guide pages of 50 channels, and 6-hour windows' starts. */
const FILM_PAGES = 5;
const GUIDE_PAGES = 2;
const GUIDE_STARTS = 96;

/**
 * A guide tile as the grid asks: page `page` of 50 channels, 6 hours from the `tile`-th half
 * hour of the day before `data.now` (tiles 0 to 95 span that day and the next).
 */
function soakGuideTile(data: SoakData, tile: number, page: number): string {
  const start = data.now - 86_400 + tile * 1800;
  return guideTilePath({ page, limit: 50, start, end: start + 21_600 });
}

/** The searches of a word: whole and cut to 3 letters, in films and in TV shows. */
function soakSearches(word: string): string[] {
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

/** One connection's way through the web app: a weighted draw of the next call, each time. */
const MIX: [SoakRoute, number][] = [
  ['login', 1],
  ['configuration', 3],
  ['homeHighlighted', 3],
  ['homeContinueWatching', 3],
  ['homeRecommended', 3],
  ['homeTrending', 3],
  ['filmList', 8],
  ['search', 6],
  ['filmStream', 4],
  ['channelStream', 3],
  ['saveProgress', 6],
  ['rent', 1],
  ['guideTile', 5],
  ['addReminder', 2],
  ['deleteReminder', 2],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

export interface SoakOptions {
  baseUrls: string[];
  connections: number;
  seconds: number;
  data: SoakData;
  seed?: number;
}

export interface SoakResult {
  seconds: number;
  answers: number;
  answersPerSecond: number;
  errors: number;
  routes: Record<string, RouteFigures>;
  errorSamples: string[];
}

/**
 * `connections` loops, each with its own login and keep-alive connection, each keeping to
 * `baseUrls[i % n]`, drawing its next call from the mix until `seconds` are over.
 */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const { data } = options;
  const tally = new Tally();
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();

  async function send(
    route: SoakRoute,
    baseUrl: string,
    path: string,
    init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; text: string } | undefined> {
    const headers: Record<string, string> = {
      ...webHeaders(init.token),
      'Accept-Encoding': ACCEPT_ENCODING,
      ...init.headers,
    };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const at = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      tally.record(route, performance.now() - at, response.status, text);
      return { status: response.status, text };
    } catch (error) {
      tally.record(route, performance.now() - at, 'network', String(error));
      return undefined;
    }
  }

  const credentials = Buffer.from(`${DEMO_LOGIN.identifier}:${DEMO_LOGIN.password}`).toString(
    'base64',
  );
  async function login(baseUrl: string): Promise<string | undefined> {
    const answer = await send('login', baseUrl, webPath(calls.login), {
      headers: { [Header.authorization]: `Basic ${credentials}`, [Header.deviceModel]: 'soak' },
    });
    if (answer?.status !== 200) return undefined;
    return (JSON.parse(answer.text) as { data: { device: { token: string } } }).data.device.token;
  }

  async function connection(index: number) {
    const baseUrl = options.baseUrls[index % options.baseUrls.length]!;
    const random = mulberry32((options.seed ?? 2026) + index);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    // Each connection sets reminders on programmes of its own, so two never race for one.
    const programmes = data.laterProgrammes.filter(
      (_, at) => at % options.connections === index % options.connections,
    );
    /** The connection's reminders: their programme and id. */
    const set: { programme: number; id: number }[] = [];
    let token = await login(baseUrl);
    while (performance.now() < deadline) {
      if (!token) {
        token = await login(baseUrl);
        continue;
      }
      let draw = random() * MIX_TOTAL;
      const route = MIX.find(([, weight]) => (draw -= weight) < 0)![0];
      const as = { token };
      switch (route) {
        case 'login':
          token = await login(baseUrl);
          break;
        case 'configuration':
          await send(route, baseUrl, configurationPath, as);
          break;
        case 'homeHighlighted':
          await send(route, baseUrl, webPath(calls.highlightedContent, { url: '/home' }), as);
          break;
        case 'homeContinueWatching':
          await send(route, baseUrl, webPath(calls.continueWatching), as);
          break;
        case 'homeRecommended':
          await send(route, baseUrl, webPath(calls.recommended), {
            ...as,
            body: { type: pick([0, 2]), limit: 20 },
          });
          break;
        case 'homeTrending':
          await send(
            route,
            baseUrl,
            webPath(pick([calls.trendingMovies, calls.trendingTvShows]), { limit: 24 }),
            as,
          );
          break;
        case 'filmList':
          await send(route, baseUrl, filmListPath(1 + Math.floor(random() * FILM_PAGES)), as);
          break;
        case 'search':
          await send(route, baseUrl, pick(soakSearches(pick(data.words))), as);
          break;
        case 'filmStream': {
          const film = pick(data.playable);
          await send(route, baseUrl, webPath(calls.vodStream), {
            ...as,
            body: { single_event_vod_id: film.vodId, vod_profile_id: film.profileId },
          });
          break;
        }
        case 'channelStream':
          await send(route, baseUrl, webPath(calls.channelStream), {
            ...as,
            body: { channel_id: pick(data.channels) },
          });
          break;
        case 'saveProgress': {
          const film = pick(data.playable);
          await send(route, baseUrl, webPath(calls.saveProgress), {
            ...as,
            body: {
              single_event_vod_id: film.vodId,
              stopped_time: Math.floor(random() * film.duration),
              duration: film.duration,
            },
          });
          break;
        }
        case 'rent': {
          const rental = pick(data.rentable);
          await send(route, baseUrl, webPath(calls.rentVod), {
            ...as,
            body: {
              single_event_vod_id: rental.vodId,
              vod_profile_id: rental.profileId,
              ...(rental.duration ? { duration: rental.duration } : {}),
            },
          });
          break;
        }
        case 'guideTile': {
          const tile = Math.floor(random() * GUIDE_STARTS);
          const page = 1 + Math.floor(random() * GUIDE_PAGES);
          await send(route, baseUrl, soakGuideTile(data, tile, page), as);
          break;
        }
        case 'addReminder': {
          // Each programme once: one set before (by the warm-up) answers 409 and stays.
          const programme = programmes.shift();
          if (programme === undefined) break;
          const answer = await send(route, baseUrl, webPath(calls.addReminder), {
            ...as,
            body: { epg_programme_id: programme, minutes_before: 5 },
          });
          if (answer?.status === 200) {
            const { data: reminder } = JSON.parse(answer.text) as { data: { id: number } };
            set.push({ programme, id: reminder.id });
          }
          break;
        }
        case 'deleteReminder': {
          const reminder = set.shift();
          if (!reminder) break;
          await send(route, baseUrl, webPath(calls.deleteReminder), {
            ...as,
            body: { id: reminder.id },
          });
          break;
        }
      }
    }
  }

  await Promise.all(Array.from({ length: options.connections }, (_, index) => connection(index)));
  const seconds = (performance.now() - started) / 1000;
  const routes = tally.figures();
  const answers = Object.values(routes).reduce((sum, route) => sum + route.answers, 0);
  return {
    seconds: round(seconds),
    answers,
    answersPerSecond: Math.round(answers / seconds),
    errors: Object.values(routes).reduce((sum, route) => sum + route.errors, 0),
    routes,
    errorSamples: tally.samples,
  };
}
