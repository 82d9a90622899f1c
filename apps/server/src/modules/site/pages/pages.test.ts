import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, errorBodySchema, staticPageSchema } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { staticPages } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
});
afterAll(() => t.close());

const pageBody = envelope(staticPageSchema);
const get = (slug: string, withToken = true) =>
  t.call({ url: `/api/pages/${slug}`, ...(withToken ? { token } : {}) });

describe('GET /pages/:slug', () => {
  it.each(['about', 'terms-of-use', 'privacy-policy', 'help'])(
    'serves the %s page as a title and plain-text paragraphs',
    async (slug) => {
      const response = await get(slug);
      expect(response.statusCode, response.body).toBe(200);
      const page = pageBody.parse(response.json()).data!;
      expect(page.slug).toBe(slug);
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.body.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(page.body).not.toMatch(/<[a-z]/i);
      expect(new Date(page.updated_at).toISOString()).toBe(page.updated_at);
    },
  );

  it('answers an unknown slug with 404 and "Page not found"', async () => {
    const response = await get('careers');
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json())).toEqual({
      status: 0,
      message: 'Page not found',
      notice: { key: 'pageNotFound' },
    });
  });

  it.each(['Terms', 'terms_of_use', '-help', 'help-', 'a'.repeat(81), '%00', 'help%20me'])(
    'answers 400 with a clear message for the slug %s',
    async (slug) => {
      const response = await get(slug);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/^Invalid path: slug /);
    },
  );

  it('needs a login', async () => {
    const response = await get('about', false);
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(2);
  });
});

describe('revalidating a page', () => {
  it('answers with an ETag for the browser alone, then 304 while the page is unchanged', async () => {
    const first = await get('help');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const again = await t.call({
      url: '/api/pages/help',
      token,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers an edited page in full under a new ETag', async () => {
    const etag = String((await get('about')).headers.etag);
    await t.database.db
      .update(staticPages)
      .set({ body: 'Rewritten.\n\nBy the operator.\n\nToday.' })
      .where(eq(staticPages.slug, 'about'));
    const after = await t.call({
      url: '/api/pages/about',
      token,
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data.body).toMatch(/^Rewritten/);
  });

  it('still needs a login with a matching ETag', async () => {
    const etag = String((await get('help')).headers.etag);
    const response = await t.call({ url: '/api/pages/help', headers: { 'if-none-match': etag } });
    expect(response.statusCode).toBe(401);
  });
});
