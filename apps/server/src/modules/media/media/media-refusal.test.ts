import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, noticeTexts } from '@marquee/contract';
import {
  MEDIA_ERROR_HEADER,
  MediaRefusal,
  refuseMedia,
  type MediaRefusalCode,
} from './media-refusal.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.get<{ Params: { code: MediaRefusalCode } }>('/refuse/:code', (request, reply) =>
    refuseMedia(reply, request.params.code),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('media refusals', () => {
  it('answer a down channel 409 with its code in the body and the header, and the notice', async () => {
    const response = await app.inject({ url: `/refuse/${MediaRefusal.channelUnavailable}` });
    expect(response.statusCode).toBe(409);
    expect(response.headers[MEDIA_ERROR_HEADER.toLowerCase()]).toBe('media_channel_unavailable');
    expect(response.headers['access-control-expose-headers']).toBe(MEDIA_ERROR_HEADER);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: Status.failure,
      message: noticeTexts.channelUnavailable,
      notice: { key: 'channelUnavailable' },
      error: 'media_channel_unavailable',
    });
  });

  it('keep 403 for the signature, which the player renews, and 404 for what does not exist', async () => {
    const statuses = await Promise.all(
      Object.values(MediaRefusal).map(async (code) => [
        code,
        (await app.inject({ url: `/refuse/${code}` })).statusCode,
      ]),
    );
    expect(Object.fromEntries(statuses)).toEqual({
      media_token_expired: 403,
      media_token_invalid: 403,
      media_device_revoked: 403,
      media_not_found: 404,
      media_channel_unavailable: 409,
    });
  });
});
