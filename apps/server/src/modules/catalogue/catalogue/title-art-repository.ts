import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { shows, vods } from '../../../db/schema.js';
import { titleArt } from './vod-presenter.js';

/** A movie's or episode's columns that `titleArt` reads: uploaded artwork, its video's frames. */
export const vodArtColumns = {
  coverImageUrl: vods.coverImageUrl,
  backdropImageUrl: vods.backdropImageUrl,
  stillImageUrls: vods.stillImageUrls,
  posterUrl: vods.posterUrl,
  backdropUrl: vods.backdropUrl,
};

/** A show's columns that `titleArt` reads: its uploaded artwork (a show has no video). */
export const showArtColumns = {
  coverImageUrl: shows.coverImageUrl,
  backdropImageUrl: shows.backdropImageUrl,
  stillImageUrls: shows.stillImageUrls,
};

/** The artwork of one title as subscribers see it, read by its id alone. */
export function createTitleArtRepository(db: Db) {
  return {
    /** A movie's or episode's (`vod`) or a show's cover and gallery; none for no such title. */
    async artworkOf(model: 'vod' | 'show', id: number) {
      const [row] =
        model === 'vod'
          ? await db.select(vodArtColumns).from(vods).where(eq(vods.id, id)).limit(1)
          : await db.select(showArtColumns).from(shows).where(eq(shows.id, id)).limit(1);
      return row && titleArt(model, id, row);
    },
  };
}

export type TitleArtRepository = ReturnType<typeof createTitleArtRepository>;
