import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_THEME_COLOURS,
  type Configuration,
  type HighlightedContentItem,
} from '@marquee/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { titleArt } from '../../catalogue/catalogue/index.js';
import { defaultConfiguration } from '../../site/configuration/default-configuration.js';
import { leadImageOf } from './lead-image.js';
import {
  CONFIGURATION_ELEMENT_ID,
  createWebDocument,
  type DocumentHints,
  type RouteMatch,
} from './web-document.js';

/** index.html as the web build writes it, in the parts the server fills in. */
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="theme-color" content="#0b0d12" />
    <link rel="icon" href="/favicon.svg" />
    <title>Marquee</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div class="boot-shell" id="boot-shell" aria-hidden="true">
      <picture class="boot-shell-logo">
        <source media="(max-width: 600px)" srcset="/media/art/brand/logo-small.svg" />
        <img src="/media/art/brand/logo-medium.svg" alt="" />
      </picture>
    </div>
    <div id="root"></div>
  </body>
</html>`;

const hints: DocumentHints = {
  routes: [
    {
      path: '/login',
      scripts: ['/assets/login-route-1.js'],
      styles: ['/assets/login-route-1.css'],
      layout: 'signed-out',
    },
    {
      path: '/movies/:id',
      scripts: ['/assets/protected-1.js', '/assets/movie-route-1.js'],
      styles: ['/assets/movie-route-1.css'],
      layout: 'signed-in',
    },
  ],
  dictionaries: {
    en: ['/assets/en-1.js', '/assets/notice-texts-1.js'],
    pt: ['/assets/pt-1.js'],
    'pt-br': ['/assets/pt-br-1.js'],
  },
};

let webDist: string;
beforeEach(() => {
  webDist = mkdtempSync(join(tmpdir(), 'marquee-document-'));
  writeFileSync(join(webDist, 'index.html'), template);
  writeFileSync(join(webDist, 'document-hints.json'), JSON.stringify(hints));
});
afterEach(() => rmSync(webDist, { recursive: true, force: true }));

function documentWith(configuration: Configuration = defaultConfiguration) {
  const asked: RouteMatch[] = [];
  const document = createWebDocument(webDist, {
    configuration: () => Promise.resolve(configuration),
    leadImage: (route) => {
      asked.push(route);
      return Promise.resolve(
        route.path === '/movies/:id'
          ? [
              `/media/art/poster/vod/${route.params.id}.svg`,
              `/media/art/still/vod/${route.params.id}-1.svg`,
            ]
          : [],
      );
    },
  });
  return { document, asked };
}

/** The configuration the page carries, as the web app reads it. */
function embeddedConfiguration(html: string): unknown {
  const element = new RegExp(
    `<script type="application/json" id="${CONFIGURATION_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return element ? JSON.parse(element[1]!) : undefined;
}

describe('the page the server sends for a route of the web app', () => {
  it("names the route's scripts, its styles, the default language's dictionary and the lead images", async () => {
    const { document, asked } = documentWith();
    const { html } = await document.render('/movies/12');
    expect(asked).toEqual([{ path: '/movies/:id', params: { id: '12' } }]);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/movie-route-1.js">',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/protected-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/en-1.js">');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/notice-texts-1.js">',
    );
    expect(html).not.toContain('/assets/pt-1.js');
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/movie-route-1.css">',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/art/poster/vod/12.svg">',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/art/still/vod/12-1.svg">',
    );
    expect(html).not.toContain('login-route');
  });

  it('carries the configuration the app would ask for, and the branding in the head', async () => {
    const { document } = documentWith();
    const { html } = await document.render('/login');
    expect(embeddedConfiguration(html)).toEqual(defaultConfiguration);
    expect(html).toContain(`<title>${defaultConfiguration.page_title}</title>`);
    expect(html).toContain(`<link rel="icon" href="${defaultConfiguration.web.favicon}"`);
    // The default colours pass the contrast rules as they are; the light theme's accent is a
    // darker shade of the selection colour.
    expect(html).toContain(
      `<style>html:root{--brand-background:${defaultConfiguration.theme_background_color};--brand-main:${defaultConfiguration.theme_color};--brand-selection:${defaultConfiguration.theme_selection_color};--brand-selection-light:#876c0d}</style></head>`,
    );
    // As an element the policy allows by its hash: no style attribute, which it would block.
    expect(html).toContain('<html lang="en">');
  });

  it('paints the top bar first on a signed-in page only', async () => {
    const { document } = documentWith();
    expect((await document.render('/movies/12')).html).toContain('<body data-boot="signed-in">');
    expect((await document.render('/login')).html).toContain('<body>');
    expect((await document.render('/no-such-page')).html).toContain('<body>');
  });

  it("shows the operator's logos in the top bar and preloads them", async () => {
    const configuration: Configuration = {
      ...defaultConfiguration,
      web: {
        ...defaultConfiguration.web,
        logos: { small: '/brand/s.png', medium: '/brand/m.png' },
      },
    };
    const { html } = await documentWith(configuration).document.render('/movies/3');
    expect(html).toContain(
      '<picture class="boot-shell-logo"><source media="(max-width: 600px)" srcset="/brand/s.png" /><img src="/brand/m.png" alt="" /></picture>',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/brand/s.png" media="(max-width: 600px)">',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/brand/m.png" media="(min-width: 601px)">',
    );
  });

  it('leaves the logo out of the top bar when the operator has none', async () => {
    const configuration: Configuration = {
      ...defaultConfiguration,
      web: { ...defaultConfiguration.web, logos: { small: '', medium: '' } },
    };
    const { html } = await documentWith(configuration).document.render('/movies/3');
    expect(html).not.toContain('boot-shell-logo');
    expect(html).not.toContain('as="image" href=');
  });

  it('keeps hostile branding text and colours from breaking out of the page', async () => {
    const configuration: Configuration = {
      ...defaultConfiguration,
      app_name: '</script><script>alert(1)</script>',
      page_title: '<b>Marquee</b> & co',
      theme_color: 'red;background:url(https://evil.example/x)',
      theme_selection_color: '"><script>alert(2)</script>',
    };
    const { html } = await documentWith(configuration).document.render('/login');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>&lt;b&gt;Marquee&lt;/b&gt; &amp; co</title>');
    // What is no colour gives way to the default: only `#rrggbb` values reach the theme's rule.
    const { background, main, selection, selectionOnLight } = DEFAULT_THEME_COLOURS;
    expect(html).toContain(
      `<style>html:root{--brand-background:${background};--brand-main:${main};--brand-selection:${selection};--brand-selection-light:${selectionOnLight}}</style>`,
    );
    // The configuration still reaches the app whole.
    expect(embeddedConfiguration(html)).toEqual(configuration);
  });

  it('serves a page with no hints for a path no route names, and without the hints file', async () => {
    const { document, asked } = documentWith();
    const unknown = await document.render('/somewhere/else');
    expect(asked).toEqual([]);
    expect(unknown.html).not.toContain('modulepreload" crossorigin href="/assets/movie');
    expect(embeddedConfiguration(unknown.html)).toEqual(defaultConfiguration);

    rmSync(join(webDist, 'document-hints.json'));
    writeFileSync(join(webDist, 'index.html'), `${template}\n`);
    const withoutHints = await documentWith().document.render('/movies/12');
    expect(withoutHints.html).not.toContain('movie-route-1.js');
    expect(embeddedConfiguration(withoutHints.html)).toEqual(defaultConfiguration);
  });

  it('sends the page without lead images when finding them fails', async () => {
    const document = createWebDocument(webDist, {
      configuration: () => Promise.resolve(defaultConfiguration),
      leadImage: () => Promise.reject(new Error('database gone')),
    });
    const { html } = await document.render('/movies/12');
    expect(html).not.toContain('fetchpriority="high"');
    expect(html).toContain('/assets/movie-route-1.js');
  });

  it('names the same page with the same ETag, and another page with another', async () => {
    const { document } = documentWith();
    const first = await document.render('/movies/12');
    expect((await document.render('/movies/12')).etag).toBe(first.etag);
    expect((await document.render('/movies/13')).etag).not.toBe(first.etag);
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
  });
});

describe('the lead images of a page', () => {
  const slide = (overrides: Partial<HighlightedContentItem>): HighlightedContentItem =>
    ({
      id: 1,
      title: 'A film',
      image: null,
      model: null,
      ...overrides,
    }) as HighlightedContentItem;

  /** Titles 1 to 99 without uploaded art; no title above. */
  const titles = {
    artworkOf: (model: 'vod' | 'show', id: number) =>
      Promise.resolve(
        id < 100
          ? titleArt(model, id, { coverImageUrl: null, backdropImageUrl: null, stillImageUrls: [] })
          : undefined,
      ),
  };

  it("is home's first slide that shows, by the web app's own rule", async () => {
    const leadImage = leadImageOf(
      {
        highlighted: (url) => {
          expect(url).toBe('/home');
          return Promise.resolve([
            slide({ title: '  ', image: '/skipped.svg' }),
            slide({ image: '/first.svg' }),
          ]);
        },
      },
      titles,
    );
    expect(await leadImage({ path: '/', params: {} })).toEqual(['/first.svg']);
    expect(await leadImage({ path: '/home', params: {} })).toEqual(['/first.svg']);
  });

  it("is a details page's cover and first gallery still, and nothing for an id that is no title", async () => {
    const leadImage = leadImageOf({ highlighted: () => Promise.resolve([]) }, titles);
    expect(await leadImage({ path: '/movies/:id', params: { id: '45' } })).toEqual([
      '/media/art/poster/vod/45.svg',
      '/media/art/still/vod/45-1.svg',
    ]);
    expect(await leadImage({ path: '/tv-shows/episode/:id', params: { id: '7' } })).toEqual([
      '/media/art/poster/vod/7.svg',
      '/media/art/still/vod/7-1.svg',
    ]);
    expect(await leadImage({ path: '/tv-shows/:id', params: { id: '2' } })).toEqual([
      '/media/art/poster/show/2.svg',
      '/media/art/still/show/2-1.svg',
    ]);
    for (const id of ['0', 'abc', '12abc', '99999999999', '-4', '100']) {
      expect(await leadImage({ path: '/movies/:id', params: { id } })).toEqual([]);
    }
    expect(await leadImage({ path: '/', params: {} })).toEqual([]);
    expect(await leadImage({ path: '/login', params: {} })).toEqual([]);
  });
});
