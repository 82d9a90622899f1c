import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Endpoint } from '@marquee/contract';
import { styleHashSource } from '../http/security-headers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DOCS_STYLE } from './docs-page.js';
import { openApiDocument } from './openapi-document.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const calls = Object.entries(api).flatMap(([domain, domainCalls]) =>
  Object.entries(domainCalls as Record<string, Endpoint>).map(([name, endpoint]) => ({
    id: `${domain}.${name}`,
    endpoint,
  })),
);

describe('GET /api/openapi.json', () => {
  it('serves the document the contract generates', async () => {
    const response = await t.call({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual(openApiDocument());
  });

  it('answers 304 to a client that has it', async () => {
    const first = await t.call({ url: '/api/openapi.json' });
    const again = await t.call({
      url: '/api/openapi.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/docs', () => {
  it('lists every call of the contract with its method and path, grouped by domain', async () => {
    const response = await t.call({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    for (const { id, endpoint } of calls) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      expect(html, id).toContain(`<article id="${id}">`);
      const article = html.slice(html.indexOf(`<article id="${id}">`));
      expect(article, id).toMatch(
        new RegExp(
          `^<article id="${id.replace('.', '\\.')}">\\s*<h3><span class="method method-${endpoint.method.toLowerCase()}">${endpoint.method}</span> <code>/api${path.replace(/[{}]/g, '\\$&')}</code>`,
        ),
      );
    }
    for (const domain of Object.keys(api)) expect(html).toContain(`<section id="tag-${domain}">`);
    // The parts of a call: parameters, body, answer and refusals with their texts.
    const stream = html.slice(html.indexOf('<article id="vod.stream">'));
    const article = stream.slice(0, stream.indexOf('</article>'));
    expect(article).toContain('<code>single_event_vod_id</code>');
    expect(article).toContain('<code>Token</code>');
    expect(article).toContain('This title does not exist.');
    expect(article).toContain('<strong>Answer</strong>');
  });

  it('renders within a strict policy: its one style allowed by hash, no script at all', async () => {
    const response = await t.call({ url: '/api/docs' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`style-src ${styleHashSource(DOCS_STYLE)}`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toMatch(/script-src/);
    const styles = [...response.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(styles).toEqual([DOCS_STYLE]);
    expect(response.body).not.toMatch(/<script|<link|\sstyle=|\son\w+=/i);
  });
});
