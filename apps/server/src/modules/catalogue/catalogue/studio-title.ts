import { eq } from 'drizzle-orm';
import { notice, type StudioTitle } from '@marquee/contract';
import type { Db } from '../../../db/client.js';
import { seasons, shows, vods } from '../../../db/schema.js';
import { notFound } from '../../../http/errors.js';

/**
 * The movie or episode a studio page is about, with its show, season and number for an
 * episode; 404 when there is no such title. A reader of its own, so that the media and price
 * pages of a title need no other call to name it.
 */
export async function studioTitle(db: Pick<Db, 'select'>, vodId: number): Promise<StudioTitle> {
  const [row] = await db
    .select({
      id: vods.id,
      type: vods.type,
      title: vods.title,
      episode: vods.episodeNumber,
      showTitle: shows.title,
      season: seasons.number,
    })
    .from(vods)
    .leftJoin(shows, eq(shows.id, vods.showId))
    .leftJoin(seasons, eq(seasons.id, vods.seasonId))
    .where(eq(vods.id, vodId));
  if (!row) throw notFound(notice('studioTitleNotFound'));
  const episode = row.showTitle !== null;
  return {
    id: row.id,
    kind: episode ? 'episode' : 'film',
    title: row.title,
    show_title: row.showTitle,
    season: episode ? row.season : null,
    episode: episode ? row.episode : null,
  };
}
