import { eq } from 'drizzle-orm';
import { profiles, seasons, sessions, showGenres, shows, vodGenres, vods } from '../db/schema.js';
import { hashToken } from '../modules/accounts/account/tokens.js';
import { bumpCatalogueVersion, searchText } from '../modules/catalogue/catalogue/index.js';
import type { TestApp } from './test-app.js';

/** A signed-in session whose profile is a kids one. */
export interface KidsSession {
  token: string;
  accountId: number;
  /** The kids profile the session watches as. */
  profileId: number;
}

/**
 * Logs in as the demo account (or the one given) and makes the new session's profile a new
 * kids profile with `ceiling`, straight in the database, before the session's first call: no
 * memoised lookup (device-repository.ts) has seen it as another profile.
 */
export async function signInAsKids(
  t: TestApp,
  ceiling = 'PG',
  login: { identifier?: string; password?: string; uid?: string } = {},
): Promise<KidsSession> {
  const { token, account } = await t.login(login.identifier, login.password, login.uid);
  const [profile] = await t.database.db
    .insert(profiles)
    .values({
      accountId: account.id,
      name: 'Kids',
      firstName: 'Kids',
      lastName: 'Profile',
      sex: 0,
      isKids: true,
      maturityCeiling: ceiling,
    })
    .returning({ id: profiles.id });
  await t.database.db
    .update(sessions)
    .set({ profileId: profile!.id })
    .where(eq(sessions.tokenHash, hashToken(token)));
  return { token, accountId: account.id, profileId: profile!.id };
}

/** A TV show added to the demo catalogue, with its season and episodes. */
export interface AddedShow {
  showId: number;
  seasonId: number;
  episodeIds: number[];
}

/**
 * Adds a TV show rated `code` (its episodes too) in genre `genreId`, with a season of two
 * episodes, and bumps the catalogue's version so that lists show it.
 */
export async function addRatedShow(
  t: TestApp,
  code: string,
  title: string,
  genreId: number,
): Promise<AddedShow> {
  return t.database.db.transaction(async (tx) => {
    const rated = { parentalCode: code, searchText: searchText(title), rating: 9.9 };
    const [show] = await tx
      .insert(shows)
      .values({ title, ...rated })
      .returning({ id: shows.id });
    const [season] = await tx
      .insert(seasons)
      .values({ showId: show!.id, number: 1, name: 'Season 1' })
      .returning({ id: seasons.id });
    const episodes = await tx
      .insert(vods)
      .values(
        [1, 2].map((episodeNumber) => ({
          type: 1,
          title,
          ...rated,
          showId: show!.id,
          seasonId: season!.id,
          episodeNumber,
        })),
      )
      .returning({ id: vods.id });
    await tx.insert(showGenres).values({ showId: show!.id, genreId });
    await tx.insert(vodGenres).values(episodes.map(({ id }) => ({ vodId: id, genreId })));
    await bumpCatalogueVersion(tx);
    return {
      showId: show!.id,
      seasonId: season!.id,
      episodeIds: episodes.map((episode) => episode.id),
    };
  });
}
