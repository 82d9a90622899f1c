// A generated guide at the size of a large service: `seedLargeGuide(db, { channels: 500, days: 7 })`
// writes 500 channels (categories, SD and HD profiles, artwork) and their programmes from 7 days
// back to 7 days ahead, back to back, of mixed lengths from 15 to 120 minutes. The API's
// guide-tile benchmark and the web guide's benchmark share it.
import { inArray, sql } from 'drizzle-orm';
import { DAY, MINUTE } from '../apps/server/src/clock';
import type { Db } from '../apps/server/src/db/client';
import {
  channelCategories,
  channelCategoryLinks,
  channels,
  vodProfiles,
} from '../apps/server/src/db/schema';
import { mulberry32, type Random } from '../apps/server/src/modules/intake/seed/demo-catalogue';
import {
  channelArtPath,
  channelProfiles,
} from '../apps/server/src/modules/intake/seed/demo-channels';

export interface LargeGuideOptions {
  channels: number;
  /** Days of guide on each side of `now`. */
  days: number;
  /** The guide is centred here; the current time unless given. */
  now?: Date;
  /** The first channel number; the channels are numbered from it one by one. 1 unless given. */
  firstNumber?: number;
  /** Seeds the titles, lengths and offsets: the same seed writes the same guide. */
  seed?: number;
}

export interface LargeGuide {
  /** The channels' ids, by channel number. */
  channelIds: number[];
  programmes: number;
  /** The guide's span in Unix seconds: every channel has programmes from `start` to `end`. */
  start: number;
  end: number;
}

/** The categories of the generated channels, each with the genres of its programmes. */
const CATEGORIES: readonly { name: string; genres: readonly string[] }[] = [
  { name: 'News', genres: ['News', 'Current Affairs', 'Weather'] },
  { name: 'Sport', genres: ['Football', 'Motorsport', 'Tennis', 'Sport Magazine'] },
  { name: 'Kids', genres: ['Animation', 'Kids'] },
  { name: 'Films', genres: ['Drama', 'Comedy', 'Thriller', 'Western'] },
  { name: 'Music', genres: ['Music', 'Concert'] },
  { name: 'Documentaries', genres: ['Nature', 'History', 'Science'] },
  { name: 'Entertainment', genres: ['Quiz', 'Reality', 'Sitcom'] },
  { name: 'Lifestyle', genres: ['Cooking', 'Travel', 'Home'] },
  { name: 'Regional', genres: ['Local', 'Magazine'] },
  { name: 'International', genres: ['World', 'Language'] },
];

/** Programme lengths in minutes, repeated by how often a guide has them. */
const LENGTHS = [15, 20, 25, 30, 30, 30, 45, 50, 60, 60, 60, 75, 90, 90, 105, 120];

const WORDS = [
  'Harbour', 'Summit', 'Evening', 'Morning', 'Northern', 'Silver', 'Golden', 'Wild', 'City',
  'Coast', 'Valley', 'River', 'Market', 'Midnight', 'Open', 'Grand', 'Little', 'Secret',
  'Lights', 'Kitchen', 'Journey', 'Stories', 'Island', 'Garden', 'Street', 'Planet', 'Hour',
]; // prettier-ignore

const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

// Rows per INSERT, sent as one JSON parameter (json_to_recordset), as the demo guide does.
const CHUNK = 20_000;

interface GeneratedProgramme {
  channelId: number;
  start: string;
  stop: string;
  title: string;
  description: string;
  category: string;
  episode: string | null;
}

/** One channel's programmes, back to back, covering [from, to) and a little past both. */
function* channelProgrammes(
  channelId: number,
  genres: readonly string[],
  from: number,
  to: number,
  random: Random,
): Generator<GeneratedProgramme> {
  // Channels do not all change programme on the same minute.
  let at = from - (5 + Math.floor(random() * 12) * 5) * MINUTE;
  while (at < to) {
    const minutes = pick(random, LENGTHS);
    const title = `${pick(random, WORDS)} ${pick(random, WORDS)}`;
    const series = random() < 0.6;
    yield {
      channelId,
      start: new Date(at).toISOString(),
      stop: new Date(at + minutes * MINUTE).toISOString(),
      title,
      description: `${title}: ${Array.from({ length: 8 + Math.floor(random() * 16) }, () =>
        pick(random, WORDS).toLowerCase(),
      ).join(' ')}.`,
      category: pick(random, genres),
      episode: series ? `S${1 + Math.floor(random() * 6)} E${1 + Math.floor(random() * 20)}` : null,
    };
    at += minutes * MINUTE;
  }
}

/** The ids of the categories by name, adding those the table lacks (demo ones are reused). */
async function categoryIds(db: Db): Promise<number[]> {
  const names = CATEGORIES.map((category) => category.name);
  await db
    .insert(channelCategories)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: channelCategories.id, name: channelCategories.name })
    .from(channelCategories)
    .where(inArray(channelCategories.name, names));
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return names.map((name) => byName.get(name)!);
}

/**
 * Writes a guide of `channels` channels and `days` days on each side of `now`: channels titled
 * "Guide 001"… and numbered from `firstNumber`, each in one of ten categories, with the demo's
 * included SD and HD profiles, 7 days of catch-up (one in ten none) and drawn artwork; and
 * their programmes, 15 to 120 minutes long, about 29 a day per channel.
 */
export async function seedLargeGuide(db: Db, options: LargeGuideOptions): Promise<LargeGuide> {
  const random = mulberry32(options.seed ?? 2026);
  const now = options.now?.getTime() ?? Date.now();
  const from = now - options.days * DAY;
  const to = now + options.days * DAY;
  const firstNumber = options.firstNumber ?? 1;
  const categories = await categoryIds(db);

  const inserted = await db
    .insert(channels)
    .values(
      Array.from({ length: options.channels }, (_, index) => {
        const label = String(index + 1).padStart(3, '0');
        return {
          tvgId: `guide-${label}.large`,
          title: `Guide ${label}`,
          channelNumber: firstNumber + index,
          catchupEnabled: index % 10 !== 9,
          catchupDays: index % 10 !== 9 ? 7 : 0,
        };
      }),
    )
    .returning({ id: channels.id });
  const channelIds = inserted.map((row) => row.id);

  const art = sql.join(
    channelIds.map(
      (id) =>
        sql`(${id}::integer, ${channelArtPath(id, 'logo')}, ${channelArtPath(id, 'screenshot')})`,
    ),
    sql`, `,
  );
  await db.execute(
    sql`update ${channels} set logo_url = art.logo, screenshot_url = art.screenshot
        from (values ${art}) as art(id, logo, screenshot) where ${channels.id} = art.id`,
  );
  await db.insert(channelCategoryLinks).values(
    channelIds.map((channelId, index) => ({
      channelId,
      categoryId: categories[index % categories.length]!,
    })),
  );
  await db
    .insert(vodProfiles)
    .values(
      channelIds.flatMap((channelId) =>
        channelProfiles('included').map((profile) => ({ channelId, ...profile })),
      ),
    );

  let programmes = 0;
  let chunk: GeneratedProgramme[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    await db.execute(
      sql`insert into programmes (channel_id, start, stop, title, description, category, episode)
        select "channelId", start, stop, title, description, category, episode
        from json_to_recordset(${JSON.stringify(chunk)}::json) as x("channelId" integer,
          start timestamptz, stop timestamptz, title text, description text, category text,
          episode text)`,
    );
    programmes += chunk.length;
    chunk = [];
  };
  for (const [index, channelId] of channelIds.entries()) {
    const genres = CATEGORIES[index % CATEGORIES.length]!.genres;
    for (const programme of channelProgrammes(channelId, genres, from, to, random)) {
      chunk.push(programme);
      if (chunk.length >= CHUNK) await flush();
    }
  }
  await flush();
  return { channelIds, programmes, start: Math.ceil(from / 1000), end: Math.floor(to / 1000) };
}
