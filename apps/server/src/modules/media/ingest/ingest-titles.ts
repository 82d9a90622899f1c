import { and, eq, sql } from 'drizzle-orm';
import { withShowDefaults, type TitleMarkers } from '@marquee/contract';
import type { Db } from '../../../db/client.js';
import {
  seasons,
  shows,
  vodProfiles,
  vodSources,
  vods,
  type IngestTarget,
} from '../../../db/schema.js';
import { bumpCatalogueVersion, searchText, titleHue } from '../../catalogue/catalogue/index.js';
import { episodeCode } from './media-names.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a published folder gives its title. */
export interface PublishedMedia {
  /** The master playlist, under /media/. */
  url: string;
  thumbnailsUrl: string | null;
  /** The media's length; null (a playlist elsewhere) leaves the title's runtime as it is. */
  durationSeconds: number | null;
  /** The intro, recap and credits its chapters name: the title gains the parts it lacks. */
  markers?: TitleMarkers;
  /** Frames taken from the video, used where the title has none of its own. */
  posterUrl: string | null;
  backdropUrl: string | null;
}

/** A job's title is gone (deleted while its media was packaged). */
export class TitleGoneError extends Error {
  constructor(readonly vodId: number) {
    super(`Title ${vodId} no longer exists`);
    this.name = 'TitleGoneError';
  }
}

/**
 * Points a title at newly published media, in one transaction: the title the job names, or the
 * film (title and year) or episode (show, season, number) its file's name gives, found without
 * regard to case or made. Every playback profile of the title plays the new master playlist
 * (an HD one included in the subscription is made when it has none); its runtime becomes the
 * media's, in minutes; the parts of its skip markers it lacks come from the media's chapters
 * (an operator's own are kept). Returns the title's id.
 */
export async function pointTitleAtMedia(
  db: Db,
  target: IngestTarget,
  media: PublishedMedia,
): Promise<number> {
  return db.transaction(async (tx) => {
    const vodId = await titleFor(tx, target, media);
    const [title] = await tx.select({ markers: vods.markers }).from(vods).where(eq(vods.id, vodId));
    await tx
      .update(vods)
      .set({
        markers: { ...media.markers, ...title!.markers },
        runtime: runtimeOf(media) ?? vods.runtime,
        posterUrl: sql`coalesce(${vods.posterUrl}, ${media.posterUrl})`,
        backdropUrl: sql`coalesce(${vods.backdropUrl}, ${media.backdropUrl})`,
      })
      .where(eq(vods.id, vodId));
    let profiles = await tx
      .select({ id: vodProfiles.id })
      .from(vodProfiles)
      .where(eq(vodProfiles.vodId, vodId));
    if (profiles.length === 0) {
      profiles = await tx
        .insert(vodProfiles)
        .values({ vodId, name: 'HD', code: 'hd', businessModel: 'svod', pricing: [] })
        .returning({ id: vodProfiles.id });
    }
    for (const { id } of profiles) {
      await tx
        .insert(vodSources)
        .values({ profileId: id, url: media.url, thumbnailsUrl: media.thumbnailsUrl })
        .onConflictDoUpdate({
          target: vodSources.profileId,
          set: { url: media.url, thumbnailsUrl: media.thumbnailsUrl },
        });
    }
    await bumpCatalogueVersion(tx);
    return vodId;
  });
}

/** The media's length in whole minutes, at least one. */
const runtimeOf = (media: PublishedMedia) =>
  media.durationSeconds === null ? null : Math.max(1, Math.round(media.durationSeconds / 60));

async function titleFor(tx: Tx, target: IngestTarget, media: PublishedMedia): Promise<number> {
  const runtime = runtimeOf(media);
  switch (target.kind) {
    case 'vod': {
      const [found] = await tx.select({ id: vods.id }).from(vods).where(eq(vods.id, target.vodId));
      if (!found) throw new TitleGoneError(target.vodId);
      return found.id;
    }
    case 'film': {
      const [found] = await tx
        .select({ id: vods.id })
        .from(vods)
        .where(
          and(
            eq(vods.type, 0),
            eq(vods.year, target.year),
            sql`lower(${vods.title}) = lower(${target.title})`,
          ),
        )
        .orderBy(vods.id)
        .limit(1);
      if (found) return found.id;
      const [made] = await tx
        .insert(vods)
        .values({
          type: 0,
          title: target.title,
          year: target.year,
          searchText: searchText(target.title),
          artHue: titleHue(target.title),
          runtime,
        })
        .returning({ id: vods.id });
      return made!.id;
    }
    case 'episode':
      return episodeFor(tx, target, runtime);
  }
}

async function episodeFor(
  tx: Tx,
  target: Extract<IngestTarget, { kind: 'episode' }>,
  runtime: number | null,
): Promise<number> {
  const show = await showFor(tx, target.show);
  const showId = show.id;
  const seasonId = await seasonFor(tx, showId, target.season);
  const [found] = await tx
    .select({ id: vods.id })
    .from(vods)
    .where(and(eq(vods.seasonId, seasonId), eq(vods.episodeNumber, target.episode)))
    .limit(1);
  if (found) return found.id;
  const title = target.title ?? episodeCode(target.season, target.episode);
  const [made] = await tx
    .insert(vods)
    .values({
      type: 1,
      title,
      searchText: searchText(title),
      artHue: titleHue(target.show),
      runtime,
      showId,
      seasonId,
      episodeNumber: target.episode,
      // A new episode starts with its show's intro and recap.
      markers: withShowDefaults({}, show.markers),
    })
    .returning({ id: vods.id });
  return made!.id;
}

async function showFor(tx: Tx, title: string): Promise<{ id: number; markers: TitleMarkers }> {
  const [found] = await tx
    .select({ id: shows.id, markers: shows.markers })
    .from(shows)
    .where(sql`lower(${shows.title}) = lower(${title})`)
    .orderBy(shows.id)
    .limit(1);
  if (found) return found;
  const [made] = await tx
    .insert(shows)
    .values({ title, searchText: searchText(title), artHue: titleHue(title) })
    .returning({ id: shows.id, markers: shows.markers });
  return made!;
}

async function seasonFor(tx: Tx, showId: number, number: number): Promise<number> {
  const [found] = await tx
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.showId, showId), eq(seasons.number, number)));
  if (found) return found.id;
  const [made] = await tx
    .insert(seasons)
    .values({ showId, number, name: `Season ${number}` })
    .returning({ id: seasons.id });
  return made!.id;
}
