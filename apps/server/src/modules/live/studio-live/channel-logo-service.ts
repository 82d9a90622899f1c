import { createHash } from 'node:crypto';
import {
  LOGO_BOX,
  LOGO_IMAGE_MAX_BYTES,
  notice,
  noticeText,
  type ChannelLogoBody,
  type StudioLiveChannel,
} from '@marquee/contract';
import { fitImage, imageSize } from '../../../cut-image.js';
import type { FfmpegTools } from '../../../ffmpeg-tools.js';
import { HttpError, badRequest, notFound } from '../../../http/errors.js';
import { imageTypeOf } from '../../../image-type.js';
import type { Provided } from '../../../server-module.js';
import { channelLogoPath, type ChannelLogoRepository } from './channel-logo-repository.js';

type AuditRecord = Provided['operators']['audit'];
type OperatorContext = Parameters<AuditRecord>[0];

type Refusal = 'studioArtUnsupported' | 'studioArtTooLarge' | 'studioLiveLogoUnreadable';
const refused = (reason: Refusal) =>
  badRequest(notice(reason), { data: [noticeText(notice(reason))] });

/** Channels' logos set by operators: uploaded (scaled with ffmpeg), an address, or none. */
export function createChannelLogoService(deps: {
  logos: ChannelLogoRepository;
  /** The channel as the studio shows it; 404 when there is none. */
  channel: (id: number) => Promise<StudioLiveChannel>;
  tools: FfmpegTools | undefined;
  audit: AuditRecord;
}) {
  const { logos, channel, tools, audit } = deps;

  /** The upload scaled to fit the logo's box, as PNG; refused when it is none of ours. */
  const scaled = async (data: string) => {
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length > LOGO_IMAGE_MAX_BYTES) throw refused('studioArtTooLarge');
    const contentType = imageTypeOf(bytes);
    if (!contentType) throw refused('studioArtUnsupported');
    if (!tools) throw new HttpError(503, notice('studioLiveLogoUnavailable'));
    const size = await imageSize(tools, bytes);
    if (!size) throw refused('studioLiveLogoUnreadable');
    const png = await fitImage(tools, bytes, LOGO_BOX).catch(() => {
      throw refused('studioLiveLogoUnreadable');
    });
    const digest = createHash('sha256').update(png).digest('hex').slice(0, 16);
    const original = { content_type: contentType, bytes: bytes.length, ...size };
    return { logo: { contentType: 'image/png', digest, bytes: png }, original };
  };

  return {
    /** Sets the channel's logo from an upload, an https address, or to none. */
    async set(
      caller: OperatorContext,
      id: number,
      body: ChannelLogoBody,
    ): Promise<StudioLiveChannel> {
      const before = await channel(id);
      const upload = body.data === null ? undefined : await scaled(body.data);
      const url = upload ? channelLogoPath(id, upload.logo.digest) : (body.url?.trim() ?? null);
      if (!(await logos.set(id, url, upload?.logo))) {
        throw notFound(notice('studioLiveChannelNotFound'));
      }
      const after = await channel(id);
      await audit(caller, {
        action: 'channel.logo',
        target: `channel:${id}`,
        before: { logo_url: before.logo_url },
        after: { logo_url: after.logo_url, ...(upload ? { uploaded: upload.original } : {}) },
      });
      return after;
    },
  };
}

export type ChannelLogoService = ReturnType<typeof createChannelLogoService>;
