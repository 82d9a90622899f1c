import { createHash } from 'node:crypto';
import {
  ART_IMAGE_MAX_BYTES,
  ART_SLOTS,
  SUBTITLE_MAX_BYTES,
  notice,
  noticeText,
  type ArtSlot,
  type Crop,
  type StudioTitleArt,
  type StudioVod,
  type SubtitleBody,
} from '@marquee/contract';
import type { FfmpegTools } from '../../../ffmpeg-tools.js';
import { HttpError, badRequest, notFound } from '../../../http/errors.js';
import { imageTypeOf } from '../../../image-type.js';
import type { ArtRepository, TitleModel } from './art-repository.js';
import { cropFits, cutImage, imageSize } from '../../../cut-image.js';
import { presentArt } from './present-title.js';
import type { TitleRepository } from './title-repository.js';
import type { OperatorContext, StudioTitlesService } from './studio-titles-service.js';
import { titleNotFound } from './studio-titles-service.js';
import type { Provided } from '../../../server-module.js';

type Refusal =
  | 'studioArtUnsupported'
  | 'studioArtTooLarge'
  | 'studioArtCropOutside'
  | 'studioSubtitleInvalid'
  | 'studioSubtitleTooLarge';
const refused = (reason: Refusal, field = 'data') =>
  badRequest(notice(reason), { [field]: [noticeText(notice(reason))] });

const digestOf = (bytes: Buffer | string) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Where an uploaded subtitle file is served. */
export const subtitleFilePath = (subtitleId: number, digest: string) =>
  `/media/subtitle-files/${subtitleId}-${digest}.vtt`;

/** Uploaded artwork (cut with ffmpeg) and subtitles of titles, each change audited. */
export function createStudioArtService(deps: {
  titles: TitleRepository;
  art: ArtRepository;
  service: StudioTitlesService;
  tools: FfmpegTools | undefined;
  audit: Provided['operators']['audit'];
}) {
  const { titles, art, service, tools, audit } = deps;

  const artOf = async (model: TitleModel, id: number): Promise<StudioTitleArt> => {
    const loaded = model === 'vod' ? await titles.vod(id) : await titles.show(id);
    if (!loaded) throw titleNotFound();
    return presentArt(model, loaded.row, await art.images(model, id));
  };

  const record = (
    caller: OperatorContext,
    model: TitleModel,
    id: number,
    before: StudioTitleArt,
    after: StudioTitleArt,
    note: Record<string, unknown> = {},
  ) =>
    audit(caller, {
      action: 'title.art',
      target: `${model}:${id}`,
      before: { ...before, stills: before.stills.map((still) => still.url) },
      after: { ...after, stills: after.stills.map((still) => still.url), ...note },
    });

  return {
    /** Cuts `data` (base64) to `crop`, scales it to the slot's size and stores it. */
    async upload(
      caller: OperatorContext,
      model: TitleModel,
      id: number,
      slot: ArtSlot,
      data: string,
      crop: Crop,
    ): Promise<StudioTitleArt> {
      const before = await artOf(model, id);
      const bytes = Buffer.from(data, 'base64');
      if (bytes.length > ART_IMAGE_MAX_BYTES) throw refused('studioArtTooLarge');
      const contentType = imageTypeOf(bytes);
      if (!contentType) throw refused('studioArtUnsupported');
      if (!tools) throw new HttpError(503, notice('studioArtUnavailable'));
      const size = await imageSize(tools, bytes);
      if (!size) throw refused('studioArtUnsupported');
      if (!cropFits(crop, size, ART_SLOTS[slot])) throw refused('studioArtCropOutside', 'crop');
      const cut = await cutImage(tools, bytes, crop, ART_SLOTS[slot]).catch(() => {
        throw refused('studioArtUnsupported');
      });
      await art.save(model, id, slot, { digest: digestOf(cut), bytes: cut });
      const after = await artOf(model, id);
      await record(caller, model, id, before, after, {
        uploaded: { slot, content_type: contentType, bytes: bytes.length, original: size, crop },
      });
      return after;
    },

    /** Forgets the uploaded cover, backdrop or every still: the previous art shows again. */
    async remove(
      caller: OperatorContext,
      model: TitleModel,
      id: number,
      slot: ArtSlot,
    ): Promise<StudioTitleArt> {
      const before = await artOf(model, id);
      await art.remove(model, id, slot);
      const after = await artOf(model, id);
      await record(caller, model, id, before, after);
      return after;
    },

    async removeStill(caller: OperatorContext, stillId: number): Promise<StudioTitleArt> {
      const owner = await art.stillOwner(stillId);
      if (!owner) throw notFound(notice('studioStillUnknown'));
      const before = await artOf(owner.model, owner.id);
      await art.removeStill(owner.model, owner.id, stillId);
      const after = await artOf(owner.model, owner.id);
      await record(caller, owner.model, owner.id, before, after);
      return after;
    },

    /** Puts the stills in `ids`' order: every uploaded still of the title, each once. */
    async orderStills(
      caller: OperatorContext,
      model: TitleModel,
      id: number,
      ids: number[],
    ): Promise<StudioTitleArt> {
      const before = await artOf(model, id);
      const known = await art.stillIds(model, id);
      const same =
        ids.length === known.length &&
        new Set(ids).size === ids.length &&
        ids.every((still) => known.includes(still));
      if (!same) throw badRequest(notice('studioStillUnknown'));
      await art.orderStills(model, id, ids);
      const after = await artOf(model, id);
      await record(caller, model, id, before, after);
      return after;
    },

    /** Sets a subtitle: an uploaded WebVTT file (served from the database) or an address. */
    async setSubtitle(
      caller: OperatorContext,
      id: number,
      locale: string,
      body: SubtitleBody,
    ): Promise<StudioVod> {
      const before = await service.loadVod(id);
      if (body.data) {
        const bytes = Buffer.from(body.data, 'base64');
        if (bytes.length > SUBTITLE_MAX_BYTES) throw refused('studioSubtitleTooLarge');
        const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
        if (!/^WEBVTT(?:[ \t]|\r?\n|$)/.test(text) || text.includes('\u0000'))
          throw refused('studioSubtitleInvalid');
        const digest = digestOf(text);
        await art.setSubtitle(id, locale, {
          digest,
          text,
          fileUrl: (subtitleId) => subtitleFilePath(subtitleId, digest),
        });
      } else {
        await art.setSubtitle(id, locale, { url: body.url! });
      }
      const after = await service.loadVod(id);
      await audit(caller, {
        action: 'vod.subtitle',
        target: `vod:${id}`,
        before: { subtitles: before.subtitles },
        after: { subtitles: after.subtitles, locale, uploaded: body.data !== null },
      });
      return after;
    },

    async removeSubtitle(caller: OperatorContext, id: number, locale: string): Promise<StudioVod> {
      const before = await service.loadVod(id);
      if (!(await art.removeSubtitle(id, locale))) throw notFound(notice('studioSubtitleNotFound'));
      const after = await service.loadVod(id);
      await audit(caller, {
        action: 'vod.subtitle',
        target: `vod:${id}`,
        before: { subtitles: before.subtitles },
        after: { subtitles: after.subtitles },
      });
      return after;
    },
  };
}

export type StudioArtService = ReturnType<typeof createStudioArtService>;
