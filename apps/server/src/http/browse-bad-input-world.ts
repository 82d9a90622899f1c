// What the browsing calls' bad-input property tests share (browse-bad-input.property.test.ts,
// body-bad-input.property.test.ts): each file's app, and what an answer or a refusal must be.
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { Status } from '@marquee/contract';
import {
  adBanners,
  analyticsEvents,
  favouriteChannels,
  payments,
  ratings,
  reminders,
  rentals,
  titlePlays,
  watchProgress,
} from '../db/schema.js';
import { expectError } from '../test/hostile-input.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** The app, the demo account's token, and the demo's ad banners. */
export interface BrowseWorld {
  t: TestApp;
  token: string;
  bannerIds: string[];
}

/** A test app with the demo data, logged in. */
export async function createBrowseWorld(): Promise<BrowseWorld> {
  const t = await createTestApp();
  const token = (await t.login()).token;
  const bannerIds = (await t.database.db.select({ id: adBanners.id }).from(adBanners)).map(
    (row) => row.id,
  );
  return { t, token, bannerIds };
}

// Random and malformed input at the browsing and playback calls (slides, recommendations,
// trending, continue watching, ads, analytics, static pages, banner art, video campaigns,
// renting, rating, saved positions, channels, favourite channels, the guide and reminders): the answer is a 2xx or a
// 4xx with the error envelope, never a 5xx, and a refused call writes no row. FC_RUNS (say
// 1000) searches deeper.
export const RUNS = Number(process.env.FC_RUNS ?? 60);

/** A 200 with status ok, or one of `refusals` with the error envelope; nothing polluted. */
export function expectAnswer(response: LightMyRequestResponse, refusals: number[]) {
  if (response.statusCode === 200) {
    expect(response.json<{ status: unknown }>().status, response.body).toBe(Status.ok);
  } else {
    expectError(response, refusals);
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

/** Text in a URL: percent-encoded wholly, or only where it must be. */
export const urlText = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(text, fc.boolean())
    .map(([value, strict]) =>
      strict
        ? encodeURIComponent(value)
        : value.replace(/[^\x21-\x7e]|[#?&]/gu, (char) => encodeURIComponent(char)),
    );

/** Rows of every table these calls may write, in the app `app` gives. */
export function rowCounter(app: () => TestApp) {
  return async function rowCounts() {
    const tables = {
      analyticsEvents,
      titlePlays,
      watchProgress,
      rentals,
      payments,
      ratings,
      favouriteChannels,
      reminders,
    };
    const entries = await Promise.all(
      Object.entries(tables).map(async ([name, table]) => {
        const [row] = await app().database.db.select({ value: count() }).from(table);
        return [name, row?.value ?? 0] as const;
      }),
    );
    return Object.fromEntries(entries);
  };
}
