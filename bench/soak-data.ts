// What the soak's traffic asks for (soak-traffic.ts): titles, channels and programmes read once
// from the server under test.
import { DEMO_LOGIN, filmListPath, guideTilePath, logIn, call } from './web-calls';

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
