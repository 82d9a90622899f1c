import { desc } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AdBanner, AdBannerBody, StudioAdBanner } from '@marquee/contract';
import { studioAudit } from '../db/schema.js';
import { bearer } from './studio-calls.js';
import type { TestApp } from './test-app.js';

export const BANNERS = '/api/studio/ad-banners';

/** The studio's banner calls, new banners made as `editor`, and what subscribers are served. */
export function studioBannerCalls(t: TestApp, editor: () => string) {
  const body = (fields: Partial<AdBannerBody> = {}): AdBannerBody => ({
    title: 'Winter films, one month free',
    box_position: 'home_box',
    target_url: '/page/help',
    active: true,
    position: 0,
    starts_at: null,
    ends_at: null,
    ...fields,
  });
  const create = (token: string, fields?: Record<string, unknown>) =>
    t.call({ method: 'POST', url: BANNERS, headers: bearer(token), body: body(fields) });
  const change = (token: string, id: string, fields?: Partial<AdBannerBody>) =>
    t.call({ method: 'PUT', url: `${BANNERS}/${id}`, headers: bearer(token), body: body(fields) });
  const remove = (token: string, id: string) =>
    t.call({ method: 'DELETE', url: `${BANNERS}/${id}`, headers: bearer(token) });
  const list = async (token: string, query = '') => {
    const response = await t.call({ url: `${BANNERS}${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { items: StudioAdBanner[]; pager: { count: number } } }>().data;
  };
  const created = async (fields?: Partial<AdBannerBody>) => {
    const response = await create(editor(), fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: StudioAdBanner }>().data;
  };
  const servedHome = async (token: string) =>
    (await t.call({ url: '/api/ads/list?filter[box_position]=home_box', token })).json<{
      data: AdBanner[];
    }>().data;
  const latestAudit = async () =>
    (await t.database.db.select().from(studioAudit).orderBy(desc(studioAudit.id)).limit(1))[0];

  return { body, create, change, remove, list, created, servedHome, latestAudit };
}
