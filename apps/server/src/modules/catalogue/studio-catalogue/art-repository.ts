import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { shows, subtitleFiles, titleImages, vodSubtitles, vods } from '../../../db/schema.js';
import type { TitleRepository, Tx } from './title-repository.js';

export type TitleModel = 'vod' | 'show';
export type ImageRow = typeof titleImages.$inferSelect;

const ownerOf = (model: TitleModel, id: number) =>
  model === 'vod' ? eq(titleImages.vodId, id) : eq(titleImages.showId, id);

/** Where an uploaded image is served: a new image, a new address. */
export const titleImagePath = (id: number, digest: string) =>
  `/media/title-art/${id}-${digest}.jpg`;

/**
 * The SQL of uploaded artwork and subtitles. Each change also writes the title's art columns
 * (cover_image_url, backdrop_image_url, still_image_urls), which lists and details present, in
 * the transaction that bumps the catalogue version.
 */
export function createArtRepository(db: Db, titles: Pick<TitleRepository, 'change'>) {
  const images = (executor: Db | Tx, model: TitleModel, id: number) =>
    executor
      .select({
        id: titleImages.id,
        slot: titleImages.slot,
        position: titleImages.position,
        digest: titleImages.digest,
      })
      .from(titleImages)
      .where(ownerOf(model, id))
      .orderBy(asc(titleImages.position), asc(titleImages.id));

  /** Writes the title's art columns from its images. */
  async function present(tx: Tx, model: TitleModel, id: number) {
    const rows = await images(tx, model, id);
    const url = (slot: string) => {
      const row = rows.find((image) => image.slot === slot);
      return row ? titleImagePath(row.id, row.digest) : null;
    };
    const fields = {
      coverImageUrl: url('cover'),
      backdropImageUrl: url('backdrop'),
      stillImageUrls: rows
        .filter((image) => image.slot === 'still')
        .map((image) => titleImagePath(image.id, image.digest)),
    };
    if (model === 'vod') await tx.update(vods).set(fields).where(eq(vods.id, id));
    else await tx.update(shows).set(fields).where(eq(shows.id, id));
  }

  return {
    /** The title's uploaded images, in order. */
    images: (model: TitleModel, id: number) => images(db, model, id),

    /** An image to serve. */
    async image(id: number) {
      const [row] = await db.select().from(titleImages).where(eq(titleImages.id, id));
      return row;
    },

    /** The title a still belongs to. */
    async stillOwner(stillId: number) {
      const [row] = await db
        .select({ vodId: titleImages.vodId, showId: titleImages.showId })
        .from(titleImages)
        .where(and(eq(titleImages.id, stillId), eq(titleImages.slot, 'still')));
      if (!row) return undefined;
      return row.vodId !== null
        ? { model: 'vod' as const, id: row.vodId }
        : { model: 'show' as const, id: row.showId! };
    },

    /** Stores a cut image: a cover or backdrop replaces the earlier one, a still goes last. */
    save: (
      model: TitleModel,
      id: number,
      slot: 'cover' | 'backdrop' | 'still',
      image: { digest: string; bytes: Buffer },
    ) =>
      titles.change(async (tx) => {
        const rows = await images(tx, model, id);
        if (slot !== 'still') {
          await tx.delete(titleImages).where(and(ownerOf(model, id), eq(titleImages.slot, slot)));
        }
        const position = slot === 'still' ? Math.max(0, ...rows.map((row) => row.position + 1)) : 0;
        await tx.insert(titleImages).values({
          ...(model === 'vod' ? { vodId: id } : { showId: id }),
          slot,
          position,
          contentType: 'image/jpeg',
          ...image,
        });
        await present(tx, model, id);
      }),

    /** Forgets the title's uploads of a slot (every still for `still`). */
    remove: (model: TitleModel, id: number, slot: string) =>
      titles.change(async (tx) => {
        await tx.delete(titleImages).where(and(ownerOf(model, id), eq(titleImages.slot, slot)));
        await present(tx, model, id);
      }),

    removeStill: (model: TitleModel, id: number, stillId: number) =>
      titles.change(async (tx) => {
        await tx.delete(titleImages).where(and(ownerOf(model, id), eq(titleImages.id, stillId)));
        await present(tx, model, id);
      }),

    /** Numbers the stills in `ids`' order. */
    orderStills: (model: TitleModel, id: number, ids: number[]) =>
      titles.change(async (tx) => {
        for (const [position, stillId] of ids.entries()) {
          await tx
            .update(titleImages)
            .set({ position })
            .where(and(ownerOf(model, id), eq(titleImages.id, stillId)));
        }
        await present(tx, model, id);
      }),

    subtitles: (vodId: number) =>
      db
        .select({ id: vodSubtitles.id, locale: vodSubtitles.locale, url: vodSubtitles.url })
        .from(vodSubtitles)
        .where(eq(vodSubtitles.vodId, vodId))
        .orderBy(asc(vodSubtitles.locale)),

    /** Stills of a title among `ids`. */
    async stillIds(model: TitleModel, id: number) {
      const rows = await images(db, model, id);
      return rows.filter((row) => row.slot === 'still').map((row) => row.id);
    },

    /** Sets (or replaces) a title's subtitle of a locale; `text` is an uploaded file's. */
    /**
     * Sets (or replaces) a title's subtitle of a locale: at an address, or an uploaded file
     * served at the address `fileUrl` gives for the subtitle's id.
     */
    setSubtitle: (
      vodId: number,
      locale: string,
      source: { url: string } | { digest: string; text: string; fileUrl: (id: number) => string },
    ) =>
      titles.change(async (tx) => {
        const url = 'url' in source ? source.url : '-';
        const [row] = await tx
          .insert(vodSubtitles)
          .values({ vodId, locale, url })
          .onConflictDoUpdate({ target: [vodSubtitles.vodId, vodSubtitles.locale], set: { url } })
          .returning({ id: vodSubtitles.id });
        const id = row!.id;
        await tx.delete(subtitleFiles).where(eq(subtitleFiles.subtitleId, id));
        if ('fileUrl' in source) {
          await tx
            .insert(subtitleFiles)
            .values({ subtitleId: id, digest: source.digest, text: source.text });
          await tx
            .update(vodSubtitles)
            .set({ url: source.fileUrl(id) })
            .where(eq(vodSubtitles.id, id));
        }
      }),

    removeSubtitle: (vodId: number, locale: string) =>
      titles.change(async (tx) => {
        const removed = await tx
          .delete(vodSubtitles)
          .where(and(eq(vodSubtitles.vodId, vodId), eq(vodSubtitles.locale, locale)))
          .returning({ id: vodSubtitles.id });
        return removed.length > 0;
      }),

    /** An uploaded subtitle file, by its subtitle's id. */
    async subtitleFile(subtitleId: number) {
      const [row] = await db
        .select()
        .from(subtitleFiles)
        .where(eq(subtitleFiles.subtitleId, subtitleId));
      return row;
    },
  };
}

export type ArtRepository = ReturnType<typeof createArtRepository>;
