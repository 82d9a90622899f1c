import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemType } from '@marquee/contract';
import { buildApp } from '../../../app.js';
import type { Database } from '../../../db/client.js';
import { vods } from '../../../db/schema.js';
import { serverRoot } from '../../../paths.js';
import { COMPRESSION_THRESHOLD } from '../../../http/compression.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { defaultConfiguration } from '../../site/configuration/default-configuration.js';

const indexHtml = `<!doctype html><html lang="en"><head><title>Marquee</title>
<meta name="description" content="Movies, shows and live TV" />
<script type="module" crossorigin src="/assets/index-3f2a.js"></script>
</head><body><div id="root"></div></body></html>`;
const script = 'export const card = (title) => `<a class="card">${title}</a>`;\n'.repeat(300);
const styles = '.card { display: grid; gap: 8px; }\n'.repeat(300);
const serviceWorker = "self.addEventListener('fetch', () => {});\n".repeat(100);

let webDist: string;
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'marquee-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  writeFileSync(join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
  // As the build leaves them (apps/web/build/precompress.ts): copies beside the files.
  writeFileSync(join(webDist, 'assets', 'index-3f2a.js'), script);
  writeFileSync(join(webDist, 'assets', 'index-3f2a.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDist, 'assets', 'index-3f2a.js.gz'), gzipSync(script));
  writeFileSync(join(webDist, 'assets', 'only-plain-9c1d.css'), styles);
  writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(indexHtml));
  writeFileSync(join(webDist, 'index.html.gz'), gzipSync(indexHtml));
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webDist, 'sw.js'), serviceWorker);
  writeFileSync(join(webDist, 'sw.js.br'), brotliCompressSync(serviceWorker));
  database = await createTestDatabase();
  // The film of /movies/12, whose cover and still the page names.
  await database.db.insert(vods).values({ id: 12, type: ItemType.movie, title: 'A film' });
  app = await buildApp(database, {
    webDist,
    demoMediaDir: join(serverRoot, 'media'),
    validateResponses: true,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it.each(['/', '/login', '/movies/12', '/movies/12?play', '/account'])(
    "serves index.html with the operator's branding and configuration for %s",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<title>${defaultConfiguration.page_title}</title>`);
      expect(response.body).toContain(
        '<script type="application/json" id="marquee-configuration">',
      );
    },
  );

  it('answers HEAD for a page as GET does, without the body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/movies/12' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
  });

  it("names a details page's route files and backdrop, from the build's hints", async () => {
    writeFileSync(
      join(webDist, 'document-hints.json'),
      JSON.stringify({
        routes: [
          {
            path: '/movies/:id',
            scripts: ['/assets/movie-route-1.js'],
            styles: [],
            layout: 'signed-in',
          },
        ],
        dictionaries: { en: ['/assets/en-1.js'] },
      }),
    );
    // The hints are read again with index.html, as after a rebuild.
    writeFileSync(join(webDist, 'index.html'), `${indexHtml}\n`);
    try {
      const response = await app.inject({ url: '/movies/12' });
      expect(response.body).toContain('href="/assets/movie-route-1.js"');
      expect(response.body).toContain('href="/assets/en-1.js"');
      expect(response.body).toContain('href="/media/art/still/vod/12-1.svg"');
      expect(response.body).toContain('href="/media/art/poster/vod/12.svg"');
      expect(response.body).toContain('<body data-boot="signed-in">');
    } finally {
      rmSync(join(webDist, 'document-hints.json'));
      writeFileSync(join(webDist, 'index.html'), indexHtml);
    }
  });

  it("has a CSP without 'unsafe-inline' that allows each inline style of the page by its hash", async () => {
    // A build that inlines a boot style, besides the theme's rule the server adds.
    const bootStyle = '.boot-shell{display:flex;height:64px}';
    writeFileSync(
      join(webDist, 'index.html'),
      indexHtml.replace('</head>', `<style>${bootStyle}</style></head>`),
    );
    try {
      for (const url of ['/', '/login', '/movies/12']) {
        const response = await app.inject({ url });
        const policy = String(response.headers['content-security-policy']);
        expect(policy).not.toContain('unsafe-inline');
        const styleSrc = policy
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .find(([name]) => name === 'style-src')!;
        const inline = [...response.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
          (match) => match[1]!,
        );
        expect(inline).toEqual([
          bootStyle,
          expect.stringMatching(/^html:root\{--brand-background:/),
        ]);
        const hashes = inline.map(
          (content) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`,
        );
        expect(styleSrc).toEqual(['style-src', "'self'", ...hashes]);
        // Style attributes in the HTML would be blocked: the page has none.
        expect(response.body).not.toMatch(/\sstyle=/);
      }
      const api = await app.inject({ url: '/api/config' });
      expect(String(api.headers['content-security-policy'])).not.toContain('unsafe-inline');
    } finally {
      writeFileSync(join(webDist, 'index.html'), indexHtml);
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject({ url: '/assets/app-1.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves an asset written after the start, as a rebuild does', async () => {
    writeFileSync(join(webDist, 'assets', 'app-2.js'), 'console.log(2)');
    const response = await app.inject({ url: '/assets/app-2.js' });
    expect(response.statusCode).toBe(200);
  });

  it('answers a missing asset or API call with a JSON 404, not the page', async () => {
    for (const url of ['/assets/missing.js', '/api/nothing-here']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().status).toBe(0);
    }
  });
});

describe('pre-compressed and cached delivery of the web app', () => {
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it("sends the build's brotli copy to a client that accepts brotli", async () => {
    const response = await get('/assets/index-3f2a.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-3f2a.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts neither', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0' },
    ];
    for (const headers of variants) {
      const response = await get('/assets/index-3f2a.js', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.body).toBe(script);
    }
  });

  it('compresses on the fly a file the build left without a copy', async () => {
    const response = await get('/assets/only-plain-9c1d.css', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/css');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(styles);
  });

  it.each(['/', '/index.html', '/movies/12'])(
    'has %s revalidated: no-cache, an ETag, and 304 with no body while unchanged',
    async (url) => {
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const first = await get(url, { 'accept-encoding': acceptEncoding });
        expect(first.statusCode).toBe(200);
        expect(first.headers['cache-control']).toBe('no-cache');
        const etag = first.headers.etag;
        expect(etag).toBeTruthy();
        const again = await get(url, {
          'accept-encoding': acceptEncoding,
          'if-none-match': String(etag),
        });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        expect(again.headers['cache-control']).toBe('no-cache');
      }
    },
  );

  it('compresses the page it renders, which decodes to the page', async () => {
    const plain = await get('/movies/12', { 'accept-encoding': 'identity' });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    const response = await get('/movies/12', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('sends index.html again once it changes, under a new ETag', async () => {
    const first = await get('/login');
    writeFileSync(join(webDist, 'index.html'), `${indexHtml}<!-- rebuilt -->`);
    try {
      const again = await get('/login', { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(200);
      expect(again.headers.etag).not.toBe(first.headers.etag);
      expect(again.body).toContain('rebuilt');
    } finally {
      writeFileSync(join(webDist, 'index.html'), indexHtml);
    }
  });

  it('answers a malformed If-None-Match with the page', async () => {
    for (const ifNoneMatch of ['garbage', 'W/', '"', ',,,', 'W/"x", *x']) {
      const response = await get('/movies/12', { 'if-none-match': ifNoneMatch });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('sends the service worker to be revalidated at each use, for the whole site, as is or compressed', async () => {
    for (const encoding of ['identity', 'br']) {
      const response = await get('/sw.js', { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['service-worker-allowed']).toBe('/');
    }
    expect((await get('/favicon.svg')).headers['service-worker-allowed']).toBeUndefined();
  });

  it("renders /index.html as the shell: branded, configured, and no page's own", async () => {
    const response = await get('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<title>${defaultConfiguration.page_title}</title>`);
    expect(response.body).toContain('id="marquee-configuration"');
    expect(response.body).not.toContain('data-boot');
  });

  it('revalidates other root files such as the favicon', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
  });
});
