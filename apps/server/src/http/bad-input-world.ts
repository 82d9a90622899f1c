// What the bad-input property tests share (*bad-input.property.test.ts but the browsing one):
// each file's app with the demo catalogue, and what a refusal must look like.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  Status,
  envelope,
  errorBodySchema,
  listOf,
  streamSchema,
  vodItemSchema,
} from '@marquee/contract';
import { z } from 'zod/mini';
import { expectKeyedNotice } from '../test/notice-check.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** The app, the demo account's token, and the titles the tests ask for. */
export interface BadInputWorld {
  t: TestApp;
  token: string;
  movie: { id: number; profileId: number };
  vodIds: number[];
  /** Every title with each of its playback profiles. */
  playable: { single_event_vod_id: number; vod_profile_id: number }[];
}

/** A test app, logged in, with the demo catalogue's titles and their playback profiles. */
export async function createBadInputWorld(): Promise<BadInputWorld> {
  const t = await createTestApp();
  const token = (await t.login()).token;
  const response = await t.call({ url: '/api/vods/list?limit=200', token });
  const items = listBody.parse(response.json()).data!.items;
  const vodIds = items.map((item) => item.id);
  const playable = items.flatMap((item) =>
    item.movie_source.profiles.map((profile) => ({
      single_event_vod_id: item.id,
      vod_profile_id: profile.id,
    })),
  );
  const first = items.find((item) => item.type === 0)!;
  const movie = { id: first.id, profileId: first.movie_source.profiles[0]!.id };
  return { t, token, movie, vodIds, playable };
}

// Bad input anywhere must end in a 4xx with the error envelope, never in a 5xx; good input
// must keep working. Run counts stay modest so the file runs in seconds on two cores; set
// FC_RUNS (say 2000) for a deeper search. `examples` pin inputs that once gave a 5xx.
export const RUNS = Number(process.env.FC_RUNS ?? 150);

export const listBody = envelope(listOf(vodItemSchema));
export const streamBody = envelope(z.nullable(streamSchema));

/** The response is one of `allowed`, JSON, and carries the error envelope with a message. */
export function expectError(
  response: LightMyRequestResponse,
  allowed: number[],
  status: number = Status.failure,
) {
  const context = `${response.statusCode} ${response.body.slice(0, 500)}`;
  expect(allowed, context).toContain(response.statusCode);
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const body = errorBodySchema.parse(response.json());
  expect(body.status, context).toBe(status);
  expect(body.message.trim(), context).not.toBe('');
  expectKeyedNotice(body, context);
  return body;
}
