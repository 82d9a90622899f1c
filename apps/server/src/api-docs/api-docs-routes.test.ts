import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, type Endpoint } from '@marquee/contract';
import { styleHashSource } from '../http/security-headers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DOCS_PAGE_POLICY } from './api-docs-routes.js';
import { DOCS_STYLE } from './docs-page.js';
import { openApiDocument } from './openapi-document.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const calls = Object.entries(allCalls).flatMap(([domain, domainCalls]) =>
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
    for (const domain of Object.keys(allCalls))
      expect(html).toContain(`<section id="tag-${domain}">`);
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

describe('GET /api/docs in the reader’s language', () => {
  const page = (url: string, headers: Record<string, string> = {}) => t.call({ url, headers });
  const htmlLang = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];

  it('speaks Brazilian Portuguese when ?lang=pt_BR asks for it', async () => {
    const response = await page('/api/docs?lang=pt_BR');
    expect(response.statusCode).toBe(200);
    expect(htmlLang(response.body)).toBe('pt-BR');
    expect(response.body).toContain('<h2>TV ao vivo</h2>');
    expect(response.body).toContain('<p>Cadastro: aberta a todos.');
    expect(response.body).toContain('<strong>Resposta</strong>');
    expect(response.body).not.toContain('<strong>Answer</strong>');
  });

  it('speaks Brazilian Portuguese to a browser whose Accept-Language prefers pt-BR', async () => {
    const response = await page('/api/docs', { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(htmlLang(response.body)).toBe('pt-BR');
    expect(response.body).toContain('<h2>TV ao vivo</h2>');
  });

  it('speaks European Portuguese to Accept-Language: pt-PT', async () => {
    const response = await page('/api/docs', { 'accept-language': 'pt-PT' });
    expect(htmlLang(response.body)).toBe('pt-PT');
    expect(response.body).toContain('<h2>TV em direto</h2>');
    expect(response.body).toContain('<p>Registo: aberta a todos.');
  });

  it('keeps what the API itself says in English, marked as English', async () => {
    const html = (await page('/api/docs?lang=pt')).body;
    const stream = html.slice(html.indexOf('<article id="vod.stream">'));
    const article = stream.slice(0, stream.indexOf('</article>'));
    expect(article).toContain('<span lang="en">This title does not exist.</span>');
    expect(article).toContain('<code>single_event_vod_id</code>');
    expect(article).toContain('Sem permissão para ver este conteúdo.');
  });

  it('lets ?lang= win over the header', async () => {
    const response = await page('/api/docs?lang=en', { 'accept-language': 'pt-BR' });
    expect(htmlLang(response.body)).toBe('en');
  });

  it('falls back to the header, then to English, for an unknown ?lang=, never an error', async () => {
    const byHeader = await page('/api/docs?lang=xx', { 'accept-language': 'pt-PT' });
    expect(byHeader.statusCode).toBe(200);
    expect(htmlLang(byHeader.body)).toBe('pt-PT');
    const alone = await page('/api/docs?lang=xx');
    expect(alone.statusCode).toBe(200);
    expect(htmlLang(alone.body)).toBe('en');
  });

  it('links to the page in each language, the one shown marked as current', async () => {
    const html = (await page('/api/docs?lang=pt')).body;
    expect(html).toContain('<nav class="languages" aria-label="Idioma">');
    expect(html).toContain('<a href="?lang=en" hreflang="en" lang="en">English</a>');
    expect(html).toContain(
      '<a href="?lang=pt" hreflang="pt-PT" lang="pt-PT" aria-current="page">Português</a>',
    );
    expect(html).toContain(
      '<a href="?lang=pt_BR" hreflang="pt-BR" lang="pt-BR">Português (Brasil)</a>',
    );
  });

  it('answers Vary: Accept-Language, on a 304 too', async () => {
    const first = await page('/api/docs', { 'accept-language': 'pt-BR' });
    expect(String(first.headers.vary).toLowerCase()).toContain('accept-language');
    const again = await page('/api/docs', {
      'accept-language': 'pt-BR',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(String(again.headers.vary).toLowerCase()).toContain('accept-language');
  });

  it('tags each language with its own ETag, and answers 304 only to the tag of the language asked for', async () => {
    const etags = await Promise.all(
      ['en', 'pt', 'pt_BR'].map(async (lang) => {
        const response = await page(`/api/docs?lang=${lang}`);
        // Each page keeps its strict policy: its one style allowed by hash, no script.
        expect(response.headers['content-security-policy']).toBe(DOCS_PAGE_POLICY);
        return String(response.headers.etag);
      }),
    );
    expect(new Set(etags).size).toBe(3);
    const [en, pt] = etags as [string, string, string];
    const same = await page('/api/docs?lang=pt', { 'if-none-match': pt });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    const other = await page('/api/docs?lang=pt', { 'if-none-match': en });
    expect(other.statusCode).toBe(200);
    expect(htmlLang(other.body)).toBe('pt-PT');
  });

  it('keeps the OpenAPI document in English whatever the reader’s language', async () => {
    const response = await t.call({
      url: '/api/openapi.json?lang=pt',
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(response.json()).toEqual(openApiDocument());
  });
});
