import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, errorBodySchema, staticPageSchema } from '@marquee/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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
