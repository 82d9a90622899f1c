import type { FastifyReply } from 'fastify';
import { Status, noticeText, type PlainNotice } from '@marquee/contract';

/**
 * Why the media origin refused a playlist, segment or key (documented on the contract's
 * `streamSchema.url`). Expired: the player asks the stream call again. Invalid: unsigned,
 * damaged, signed for another folder, or a path that leaves it. Device revoked: removed or
 * logged out (the stream call then answers a session error). Not found: a generated path
 * (a live channel's playlist) names a channel, rendition or programme the origin does not
 * serve, under a valid signature. Channel unavailable: the channel exists but every upstream
 * source of it is failing; the player shows so and asks the stream call again later.
 */
export const MediaRefusal = {
  tokenExpired: 'media_token_expired',
  tokenInvalid: 'media_token_invalid',
  deviceRevoked: 'media_device_revoked',
  notFound: 'media_not_found',
  channelUnavailable: 'media_channel_unavailable',
} as const;
export type MediaRefusalCode = (typeof MediaRefusal)[keyof typeof MediaRefusal];

/** The header that repeats the code, for loaders that do not read an error's body. */
export const MEDIA_ERROR_HEADER = 'X-Media-Error';

const NOTICES: Record<MediaRefusalCode, PlainNotice> = {
  [MediaRefusal.tokenExpired]: { key: 'mediaLinkExpired' },
  [MediaRefusal.tokenInvalid]: { key: 'mediaLinkInvalid' },
  [MediaRefusal.deviceRevoked]: { key: 'mediaDeviceRevoked' },
  [MediaRefusal.notFound]: { key: 'mediaNotFound' },
  [MediaRefusal.channelUnavailable]: { key: 'channelUnavailable' },
};

/**
 * 403 for the signature's refusals (the player asks for a new address), 404 for what does not
 * exist, and 409 for a channel that is down, as its stream call answers: the request is right
 * but the channel cannot serve it now. hls.js retries a 5xx before it reports it; a 4xx it
 * reports at once, so the viewer is told without waiting.
 */
const STATUS: Record<MediaRefusalCode, number> = {
  [MediaRefusal.tokenExpired]: 403,
  [MediaRefusal.tokenInvalid]: 403,
  [MediaRefusal.deviceRevoked]: 403,
  [MediaRefusal.notFound]: 404,
  [MediaRefusal.channelUnavailable]: 409,
};

/** A refusal in the envelope, with no stack, that the player can tell apart by `error`. */
export function refuseMedia(reply: FastifyReply, code: MediaRefusalCode) {
  const refusal = NOTICES[code];
  return reply
    .code(STATUS[code])
    .header('Cache-Control', 'no-store')
    .header('Access-Control-Allow-Origin', '*')
    .header('Access-Control-Expose-Headers', MEDIA_ERROR_HEADER)
    .header(MEDIA_ERROR_HEADER, code)
    .type('application/json; charset=utf-8')
    .send(
      JSON.stringify({
        status: Status.failure,
        message: noticeText(refusal),
        notice: refusal,
        error: code,
      }),
    );
}
