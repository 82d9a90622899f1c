// The demo service as the kids walk (kids-walk.test.ts) finds it: a kids profile whose ceiling
// is PG, what lies on either side of its ceiling, and traces of the titles and channels above it
// that the profile would meet if the server forgot its ceiling anywhere (positions, favourites,
// a reminder, My List, plays, the operator's picks and slides).
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { ItemType } from '@marquee/contract';
import { isWithinMaturity } from '../db/maturity.js';
import {
  channels,
  curatedListEntries,
  favouriteChannels,
  genres,
  highlightedSlides,
  myList,
  programmes,
  reminders,
  seasons,
  shows,
  titlePlays,
  videoCampaignTargets,
  videoCampaigns,
  vodProfiles,
  vods,
  watchProgress,
} from '../db/schema.js';
import { addRatedShow, signInAsKids, type AddedShow, type KidsSession } from './kids-session.js';
import type { TestApp } from './test-app.js';

export const WALK_CEILING = 'PG';

/** A film or channel with the playback profile a stream or rent call names. */
export interface Playable {
  id: number;
  profileId: number;
}

export interface KidsWalkWorld {
  kids: KidsSession;
  /** Another kids session of the account, for the calls that end one (logout). */
  spare: KidsSession;
  adultFilm: Playable;
  kidsFilm: Playable;
  adultShow: AddedShow;
  kidsShow: { id: number; seasonId: number };
  adultChannel: Playable & { endedProgramme: number; upcomingProgramme: number };
  kidsChannel: Playable & { upcomingProgramme: number };
  /** The kids profile's reminders: of a programme above its ceiling, and of one within it. */
  adultReminder: number;
  kidsReminder: number;
  genreIds: number[];
  /** The films and episodes within the ceiling that video adverts are aimed at. */
  advertised: number[];
  /** Every id above the ceiling, by kind: what no answer to the kids profile may name. */
  hidden: {
    vods: Set<number>;
    shows: Set<number>;
    seasons: Set<number>;
    channels: Set<number>;
    campaigns: Set<number>;
  };
}

const rated = (code: string) => (row: { parentalCode: string | null }) => row.parentalCode === code;
const profileOf = async (t: TestApp, column: 'vodId' | 'channelId', id: number) => {
  const [row] = await t.database.db
    .select({ id: vodProfiles.id })
    .from(vodProfiles)
    .where(eq(vodProfiles[column], id))
    .orderBy(asc(vodProfiles.id));
  return row!.id;
};

async function programmeOf(t: TestApp, channelId: number, when: 'ended' | 'upcoming') {
  const now = t.now();
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [row] = await t.database.db
    .select({ id: programmes.id })
    .from(programmes)
    .where(
      when === 'ended'
        ? and(
            eq(programmes.channelId, channelId),
            lt(programmes.stop, now),
            gt(programmes.start, dayAgo),
          )
        : and(eq(programmes.channelId, channelId), gt(programmes.start, now)),
    )
    .orderBy(when === 'ended' ? desc(programmes.stop) : asc(programmes.start));
  return row!.id;
}

/** Builds the world on the test app's demo data: call it before any other call of the walk. */
export async function buildKidsWalkWorld(t: TestApp): Promise<KidsWalkWorld> {
  const { db } = t.database;
  const genreIds = (await db.select({ id: genres.id }).from(genres)).map((row) => row.id);
  const adultShow = await addRatedShow(t, 'R', 'Midnight Quarry', genreIds[0]!);
  const films = await db.select().from(vods).where(eq(vods.type, ItemType.movie));
  const lineUp = await db.select().from(channels);
  const adultFilmId = films.find(rated('18'))!.id;
  const kidsFilmId = films.find(rated('PG'))!.id;
  const adultChannel = lineUp.find((row) => rated('18')(row) && row.catchupEnabled)!;
  const kidsChannel = lineUp.find(rated('G'))!;
  const [kidsShow] = await db
    .select({ id: shows.id, seasonId: seasons.id })
    .from(shows)
    .innerJoin(seasons, eq(seasons.showId, shows.id))
    .where(eq(shows.parentalCode, 'PG'));
  const kids = await signInAsKids(t, WALK_CEILING);
  const spare = await signInAsKids(t, WALK_CEILING, { uid: 'kids-walk-spare' });
  const owner = { accountId: kids.accountId, profileId: kids.profileId };
  const [adultUpcoming, kidsUpcoming] = [
    await programmeOf(t, adultChannel.id, 'upcoming'),
    await programmeOf(t, kidsChannel.id, 'upcoming'),
  ];

  await db.insert(watchProgress).values(
    [adultFilmId, adultShow.episodeIds[0]!, kidsFilmId].map((vodId) => ({
      ...owner,
      vodId,
      stoppedTime: 300,
      duration: 6000,
      updatedAt: t.now(),
    })),
  );
  await db.insert(favouriteChannels).values([
    { ...owner, channelId: adultChannel.id },
    { ...owner, channelId: kidsChannel.id },
  ]);
  const [adultReminder, kidsReminder] = await db
    .insert(reminders)
    .values(
      [adultUpcoming, kidsUpcoming].map((programmeId) => ({
        ...owner,
        programmeId,
        minutesBefore: 5,
      })),
    )
    .returning({ id: reminders.id });
  await db.insert(myList).values([
    { ...owner, vodId: adultFilmId },
    { ...owner, showId: adultShow.showId },
    { ...owner, vodId: kidsFilmId },
  ]);
  await db
    .insert(titlePlays)
    .values({ vodId: adultFilmId, accountId: kids.accountId, source: 'stream', playedAt: t.now() });
  await db.insert(curatedListEntries).values([
    { listKey: 'recommended', titleKind: ItemType.movie, titleId: adultFilmId, position: -1 },
    { listKey: 'trending', titleKind: ItemType.show, titleId: adultShow.showId, position: -1 },
  ]);
  await db.insert(highlightedSlides).values(
    [
      { modelType: ItemType.channel, modelId: adultChannel.id },
      { modelType: ItemType.show, modelId: adultShow.showId },
    ].map((slide, index) => ({ ...slide, pageUrl: '/home', position: -1 - index, title: 'Late' })),
  );

  return {
    kids,
    spare,
    adultFilm: { id: adultFilmId, profileId: await profileOf(t, 'vodId', adultFilmId) },
    kidsFilm: { id: kidsFilmId, profileId: await profileOf(t, 'vodId', kidsFilmId) },
    adultShow,
    kidsShow: kidsShow!,
    adultChannel: {
      id: adultChannel.id,
      profileId: await profileOf(t, 'channelId', adultChannel.id),
      endedProgramme: await programmeOf(t, adultChannel.id, 'ended'),
      upcomingProgramme: adultUpcoming,
    },
    kidsChannel: {
      id: kidsChannel.id,
      profileId: await profileOf(t, 'channelId', kidsChannel.id),
      upcomingProgramme: kidsUpcoming,
    },
    adultReminder: adultReminder!.id,
    kidsReminder: kidsReminder!.id,
    genreIds,
    advertised: await advertised(t),
    hidden: await hiddenIds(t),
  };
}

async function advertised(t: TestApp): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: vods.id, parentalCode: vods.parentalCode })
    .from(videoCampaignTargets)
    .innerJoin(vods, eq(vods.id, videoCampaignTargets.vodId));
  const within = rows.filter((row) => isWithinMaturity(row.parentalCode, WALK_CEILING));
  return [...new Set(within.map((row) => row.id))];
}

/** Every title, season, channel and advert above the ceiling, or whose rating is not known. */
async function hiddenIds(t: TestApp): Promise<KidsWalkWorld['hidden']> {
  const { db } = t.database;
  const above = (rows: { id: number; parentalCode: string | null }[]) =>
    new Set(
      rows.filter((row) => !isWithinMaturity(row.parentalCode, WALK_CEILING)).map((row) => row.id),
    );
  const hiddenShows = above(
    await db.select({ id: shows.id, parentalCode: shows.parentalCode }).from(shows),
  );
  const hiddenVods = above(
    await db.select({ id: vods.id, parentalCode: vods.parentalCode }).from(vods),
  );
  const seasonRows = await db.select({ id: seasons.id, showId: seasons.showId }).from(seasons);
  const targets = await db.select().from(videoCampaignTargets);
  const everywhere = await db
    .select({ id: videoCampaigns.id })
    .from(videoCampaigns)
    .where(eq(videoCampaigns.allTitles, true));
  return {
    vods: hiddenVods,
    shows: hiddenShows,
    seasons: new Set(seasonRows.filter((row) => hiddenShows.has(row.showId)).map((row) => row.id)),
    channels: above(
      await db.select({ id: channels.id, parentalCode: channels.parentalCode }).from(channels),
    ),
    campaigns: new Set([
      ...everywhere.map((row) => row.id),
      ...targets
        .filter((target) =>
          target.vodId !== null ? hiddenVods.has(target.vodId) : hiddenShows.has(target.showId!),
        )
        .map((target) => target.campaignId),
    ]),
  };
}
