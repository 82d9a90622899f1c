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
  webHeaders,
  webPath,
} from './web-calls';
import type { SoakData } from './soak-data';
import { round, type RouteFigures, type SoakRoute, Tally } from './soak-tally';
import {
  ACCEPT_ENCODING,
  FILM_PAGES,
  GUIDE_PAGES,
  GUIDE_STARTS,
  soakGuideTile,
  soakSearches,
} from './soak-reads';

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
