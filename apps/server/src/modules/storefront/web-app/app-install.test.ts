import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Configuration } from '@marquee/contract';
import { settings } from '../../../db/schema.js';
import { READ_MEMO_MAX_AGE_MS } from '../../../read-memo.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { CONFIGURATION_KEY, defaultConfiguration } from '../../site/configuration/index.js';
import type { WebManifest } from './web-manifest.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** Writes the configuration as an operator does, in the settings table, and lets it show. */
async function storeConfiguration(change: Partial<Configuration>): Promise<void> {
  const value = { ...defaultConfiguration, ...change };
  await t.database.db
    .insert(settings)
    .values({ key: CONFIGURATION_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  t.advance(READ_MEMO_MAX_AGE_MS);
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const manifestOf = async () => {
  const response = await t.app.inject({ url: '/manifest.webmanifest' });
  expect(response.statusCode).toBe(200);
  return { response, manifest: response.json<WebManifest>() };
};

describe('the web app manifest', () => {
  it('is served as a manifest, briefly cached, with an ETag that answers 304 while unchanged', async () => {
    const { response, manifest } = await manifestOf();
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(manifest.name).toBe(defaultConfiguration.app_name);
    const etag = String(response.headers.etag);
    const again = await t.app.inject({
      url: '/manifest.webmanifest',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('changes with the branding', async () => {
    const before = await manifestOf();
    await storeConfiguration({ app_name: 'Cinemateca', theme_background_color: '#102030' });
    const after = await manifestOf();
    expect(after.response.headers.etag).not.toBe(before.response.headers.etag);
    expect(after.manifest.name).toBe('Cinemateca');
    expect(after.manifest.background_color).toBe('#102030');
    expect(after.manifest.icons[1]!.src).not.toBe(before.manifest.icons[1]!.src);
    await storeConfiguration({});
  });

  it('is allowed by the pages’ policy, as the service worker is', async () => {
    const page = await t.app.inject({ url: '/manifest.webmanifest' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toMatch(/worker-src 'self'/);
  });
});

describe('the app icons', () => {
  it('draws every PNG the manifest names at its size, from the logo', async () => {
    const { manifest } = await manifestOf();
    for (const icon of manifest.icons) {
      const response = await t.app.inject({ url: icon.src });
      expect(response.statusCode, icon.src).toBe(200);
      expect(response.headers['content-type']).toContain(icon.type);
      expect(response.headers.etag).toMatch(/^".+"$/);
      if (icon.type === 'image/png') {
        const [width] = icon.sizes.split('x').map(Number);
        expect(pngSize(response.rawPayload)).toEqual({ width, height: width });
      } else {
        expect(response.body).toContain('data:image/svg+xml;base64,');
      }
    }
  });

  it('draws the apple-touch icon at 180 px, and answers 304 for an unchanged icon', async () => {
    const response = await t.app.inject({ url: '/app-icons/apple-touch-icon.png' });
    expect(pngSize(response.rawPayload)).toEqual({ width: 180, height: 180 });
    const again = await t.app.inject({
      url: '/app-icons/apple-touch-icon.png',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('puts the logo on the theme background, which fills a maskable icon to its corners', async () => {
    const response = await t.app.inject({ url: '/app-icons/icon.svg' });
    expect(response.body).toContain(`fill="${defaultConfiguration.theme_background_color}"`);
    const maskable = await t.app.inject({ url: '/app-icons/maskable-512.png' });
    const plain = await t.app.inject({ url: '/app-icons/icon-512.png' });
    expect(maskable.rawPayload.equals(plain.rawPayload)).toBe(false);
  });

  it('answers an unknown icon with a 400 naming the files', async () => {
    const response = await t.app.inject({ url: '/app-icons/icon-1024.png' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('icon-192.png');
  });

  it('answers 404, not a server error, when the logo cannot be had', async () => {
    for (const favicon of ['/media/art/brand/missing.svg', 'ftp://example.invalid/x.svg']) {
      await storeConfiguration({ web: { ...defaultConfiguration.web, favicon } });
      const response = await t.app.inject({ url: '/app-icons/icon-192.png' });
      expect(response.statusCode).toBe(404);
      expect(response.json().notice.key).toBe('brandImageNotFound');
    }
    await storeConfiguration({});
  });
});
