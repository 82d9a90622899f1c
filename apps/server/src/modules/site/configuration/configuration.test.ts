import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationSchema, envelope, languageSchema } from '@marquee/contract';
import { z } from 'zod';
import { settings } from '../../../db/schema.js';
import { READ_MEMO_MAX_AGE_MS } from '../../../read-memo.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { CONFIGURATION_KEY, createConfigurationStore } from './configuration-store.js';
import { defaultConfiguration } from './default-configuration.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('configuration and languages', () => {
  it('serves the composer configuration without a login', async () => {
    const response = await t.call({ url: '/api/composer/configuration/web' });
    expect(response.statusCode).toBe(200);
    const body = envelope(configurationSchema).parse(response.json());
    expect(body.data?.app_name).toBe('Marquee');
    expect(body.data?.web.modules.vod).toBe(true);
  });

  it('lists en, pt and pt_BR', async () => {
    const response = await t.call({ url: '/api/languages' });
    const body = envelope(z.array(languageSchema)).parse(response.json());
    expect(body.data?.map((language) => language.code)).toEqual(['en', 'pt', 'pt_BR']);
  });

  it('answers health checks', async () => {
    const response = await t.call({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.ok).toBe(true);
  });

  it('answers an unknown call with a JSON 404 in the envelope', async () => {
    const response = await t.call({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 0,
      message: 'No such call: GET /api/no-such-thing',
      notice: { key: 'noSuchCall', params: { method: 'GET', path: '/api/no-such-thing' } },
    });
  });

  it('sends strict security headers', async () => {
    const response = await t.call({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

/** Writes the configuration as an operator does, in the settings table. */
async function storeConfiguration(appName: string): Promise<void> {
  const value = { ...defaultConfiguration, app_name: appName };
  await t.database.db
    .insert(settings)
    .values({ key: CONFIGURATION_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

describe('revalidating the configuration and languages', () => {
  const CONFIGURATION = '/api/composer/configuration/web';

  it.each([CONFIGURATION, '/api/languages'])(
    'answers %s with an ETag and no-cache, then 304 with no body while it is unchanged',
    async (url) => {
      const first = await t.call({ url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);

      const again = await t.call({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');

      const other = await t.call({ url, headers: { 'if-none-match': 'W/"something-else"' } });
      expect(other.statusCode).toBe(200);
      expect(other.json().status).toBe(1);
    },
  );

  it.each(['garbage', '"', 'W/', ',,', 'W/"a", W/'])(
    'answers a malformed If-None-Match (%s) in full',
    async (ifNoneMatch) => {
      const response = await t.call({
        url: CONFIGURATION,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.app_name).toBeTruthy();
    },
  );

  it('serves an edit of the configuration within a second, under a new ETag', async () => {
    const before = await t.call({ url: CONFIGURATION });
    const etag = String(before.headers.etag);
    await storeConfiguration('Cinemateca');

    t.advance(READ_MEMO_MAX_AGE_MS);
    const after = await t.call({ url: CONFIGURATION, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data.app_name).toBe('Cinemateca');

    const revalidated = await t.call({
      url: CONFIGURATION,
      headers: { 'if-none-match': String(after.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('sends a configuration over 1 KB compressed, with the content and ETag of the plain one', async () => {
    await storeConfiguration(`Cinemateca ${'do Norte '.repeat(200)}`);
    t.advance(READ_MEMO_MAX_AGE_MS);
    const plain = await t.call({ url: CONFIGURATION });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (let time = 0; time < 2; time++) {
      const compressed = await t.call({ url: CONFIGURATION, headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toBe('accept-encoding');
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect(brotliDecompressSync(compressed.rawPayload)).toEqual(plain.rawPayload);
    }
  });
});

describe('the configuration in memory', () => {
  it('reads the database at most once a second, and then sees an edit', async () => {
    let now = new Date('2026-11-24T12:00:00Z');
    const store = createConfigurationStore(t.database.db, () => now);
    const first = await store.current();
    await storeConfiguration('Filmoteca');

    now = new Date(now.getTime() + READ_MEMO_MAX_AGE_MS - 1);
    expect(await store.current()).toBe(first);

    now = new Date(now.getTime() + 1);
    expect((await store.current()).app_name).toBe('Filmoteca');
  });
});
