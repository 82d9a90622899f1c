import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ValidationMessage,
  localNoticeText,
  noticeTexts,
  noticeTextsPt,
  noticeTextsPtBr,
} from '@marquee/contract';
import { studioAudit } from '../../../db/schema.js';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let editor: string;
let support: string;
let subscriber: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await operatorOfRole(t, 'editor')).token;
  support = (await operatorOfRole(t, 'support')).token;
  subscriber = (await t.login()).token;
});
afterAll(() => t.close());

const PAGES = '/api/studio/pages';
const create = (body: object, token = editor, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: PAGES, headers: { ...bearer(token), ...headers }, body });
const change = (slug: string, body: object, token = editor) =>
  t.call({ method: 'PUT', url: `${PAGES}/${slug}`, headers: bearer(token), body });
const remove = (slug: string, token = editor) =>
  t.call({ method: 'DELETE', url: `${PAGES}/${slug}`, headers: bearer(token) });
const served = (slug: string) => t.call({ url: `/api/pages/${slug}`, token: subscriber });
const latestAudit = async () =>
  (await t.database.db.select().from(studioAudit).orderBy(desc(studioAudit.id)).limit(1))[0];

describe('the studio page calls', () => {
  it('list the seeded pages to every role', async () => {
    const response = await t.call({ url: PAGES, headers: bearer(support) });
    expect(response.statusCode, response.body).toBe(200);
    const slugs = response.json().data.map((page: { slug: string }) => page.slug);
    expect(slugs).toEqual(expect.arrayContaining(['about', 'help', 'terms-of-use']));
  });

  it('make a page subscribers read at once, audited', async () => {
    const response = await create({ slug: 'careers', title: 'Careers', body: 'Join us.\n\nNow.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(noticeTexts.studioPageSaved);
    const page = (await served('careers')).json().data;
    expect(page).toMatchObject({ slug: 'careers', title: 'Careers', body: 'Join us.\n\nNow.' });
    expect(await latestAudit()).toMatchObject({
      action: 'page.create',
      target: 'page:careers',
      after: { slug: 'careers', title: 'Careers' },
    });
  });

  it('change a page: its revalidated answer changes at once', async () => {
    const first = await served('help');
    const etag = String(first.headers.etag);
    const response = await change('help', { title: 'Help centre', body: 'Ask us.' });
    expect(response.statusCode, response.body).toBe(200);
    const again = await t.call({
      url: '/api/pages/help',
      token: subscriber,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ title: 'Help centre', body: 'Ask us.' });
    expect(await latestAudit()).toMatchObject({
      action: 'page.update',
      before: { title: first.json().data.title },
      after: { title: 'Help centre' },
    });
  });

  it('delete a page, after which subscribers find "Page not found"', async () => {
    await create({ slug: 'short-lived', title: 'Soon gone', body: 'Bye.' });
    expect((await remove('short-lived')).statusCode).toBe(200);
    expect((await served('short-lived')).statusCode).toBe(404);
    expect(await latestAudit()).toMatchObject({ action: 'page.delete', after: null });
    const again = await remove('short-lived');
    expect(again.statusCode).toBe(404);
    expect(again.json().notice).toEqual({ key: 'studioPageNotFound' });
  });

  it('refuse a slug that is taken with 409 naming the field', async () => {
    const response = await create({ slug: 'about', title: 'Again', body: 'Again.' });
    expect(response.statusCode).toBe(409);
    expect(response.json().notice).toEqual({
      key: 'studioPageSlugTaken',
      params: { slug: 'about' },
    });
    expect(response.json().errors.slug).toHaveLength(1);
  });

  it.each<[string, object, string, string]>([
    ['an upper-case slug', { slug: 'Careers' }, 'slug', ValidationMessage.slugInvalid],
    ['a slug with spaces', { slug: 'our team' }, 'slug', ValidationMessage.slugInvalid],
    ['a slug too long', { slug: 'a'.repeat(81) }, 'slug', ValidationMessage.slugInvalid],
    ['a blank title', { title: ' ' }, 'title', ValidationMessage.brandTextRequired],
    ['a blank body', { body: '' }, 'body', ValidationMessage.brandTextRequired],
    ['a body too long', { body: 'x'.repeat(50_001) }, 'body', ValidationMessage.pageBodyTooLong],
  ])('refuse %s with a 400 naming the field', async (_, fields, field, text) => {
    const response = await create({ slug: 'new-page', title: 'New', body: 'Text.', ...fields });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toEqual([text]);
  });

  it('carry a notice the console shows in pt and pt_BR too', async () => {
    const { notice } = (await create({ slug: 'about', title: 'Again', body: 'Again.' })).json();
    expect(localNoticeText(notice, noticeTextsPt)).toBe(
      'Já existe uma página com o endereço /page/about.',
    );
    expect(localNoticeText(notice, noticeTextsPtBr)).toMatch(/\/page\/about/);
  });

  it('are refused without a session, to subscribers, and changes to support', async () => {
    const attempts = [
      { url: PAGES },
      { method: 'POST' as const, url: PAGES, body: { slug: 'x', title: 'X', body: 'X' } },
      { method: 'PUT' as const, url: `${PAGES}/about`, body: { title: 'X', body: 'X' } },
      { method: 'DELETE' as const, url: `${PAGES}/about` },
    ];
    for (const attempt of attempts) {
      expect((await t.call(attempt)).statusCode, attempt.url).toBe(401);
      const asSubscriber = await t.call({ ...attempt, headers: bearer(subscriber) });
      expect([401, 403]).toContain(asSubscriber.statusCode);
    }
    for (const attempt of attempts.slice(1)) {
      const refused = await t.call({ ...attempt, headers: bearer(support) });
      expect(refused.statusCode, attempt.method).toBe(403);
    }
  });
});
