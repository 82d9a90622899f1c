import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, themeCustomProperties, type Configuration } from '@marquee/contract';
import { styleHashSource } from '../../../http/security-headers.js';
import { SAFE_COLOUR } from './brand-colours.js';

/** `document-hints.json`, written by the web build beside index.html (apps/web/build). */
export interface DocumentHints {
  routes: { path: string; scripts: string[]; styles: string[]; layout: string }[];
  /** By language file: the dictionary's script, then the scripts it imports. */
  dictionaries: Record<string, string[]>;
}

/** A route of the hints that matched a path, with its parameters (`/movies/:id` → `{ id }`). */
export interface RouteMatch {
  path: string;
  params: Record<string, string>;
}

export interface WebDocumentSources {
  configuration: () => Promise<Configuration>;
  /** The images a page shows largest at first (its LCP candidates), as the server can tell. */
  leadImage: (route: RouteMatch) => Promise<readonly string[]>;
}

/** The element the web app reads the configuration from (apps/web, get-configuration.ts). */
export const CONFIGURATION_ELEMENT_ID = 'marquee-configuration';

/** Matches a path against a React Router path (static segments and `:param` segments only). */
export function matchRoute(pattern: string, pathname: string): RouteMatch | null {
  const split = (path: string) => path.split('/').filter(Boolean);
  const wanted = split(pattern);
  const given = split(pathname);
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment !== value) return null;
  }
  return { path: pattern, params };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** JSON inside a `<script>` element: `<` escaped, so no `</script>` can close it early. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The theme's custom properties (apps/web, apply-branding.ts) as a rule for the root element,
 * each colour made readable (`readableThemeColours`), so they are plain `#rrggbb` values.
 * `html:root` outweighs global.css's `:root` defaults wherever a stylesheet comes in the page.
 */
function themeStyle(configuration: Configuration): string {
  return themeCustomProperties(configuration)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
}

/** The contents of a page's inline `<style>` elements. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!);
}

/**
 * The logo of the top bar painted before the scripts run (index.html, `boot-shell-logo`), chosen
 * as the app's BrandLogo chooses: the small one on narrow screens, else the medium one.
 */
function shellLogo({ small, medium }: Configuration['web']['logos']): string {
  const chosen = shellLogoSources({ small, medium });
  if (chosen.length === 0) return '';
  const narrow =
    chosen.length === 2
      ? `<source media="${NARROW}" srcset="${escapeHtml(chosen[0]!.href)}" />`
      : '';
  return `<picture class="boot-shell-logo">${narrow}<img src="${escapeHtml(chosen.at(-1)!.href)}" alt="" /></picture>`;
}

const NARROW = '(max-width: 600px)';

/** Which logo files the shell shows, with the screens each is for (none: the app has no logo). */
function shellLogoSources({ small, medium }: Configuration['web']['logos']) {
  if (small && medium) {
    return [
      { href: small, media: NARROW },
      { href: medium, media: '(min-width: 601px)' },
    ];
  }
  const only = medium || small;
  return only ? [{ href: only, media: undefined }] : [];
}

/** The dictionary file the web app loads for a language code (`pt_BR` → `pt-br`). */
const dictionaryFile = (code: string) => code.toLowerCase().replace('_', '-');

interface Template {
  modified: string;
  html: string;
  hints: DocumentHints;
  /** The CSP sources of the build's own inline styles, worked out once per build. */
  styleSources: string[];
}

/** A page as the server sends it. */
export interface RenderedPage {
  html: string;
  etag: string;
  /** The hash sources its inline styles need in the CSP's style-src (no 'unsafe-inline'). */
  styleSources: string[];
}

/**
 * index.html as the server sends it for a page of the web app: the build's file with the
 * operator's branding (title, icon, theme colours), the configuration the app would otherwise
 * ask for before its first paint, and hints for what the page needs (its route's scripts and
 * styles, the default language's dictionary, the image it shows largest), so a cold load
 * fetches them at once instead of one round trip after another.
 */
export function createWebDocument(webDist: string, sources: WebDocumentSources) {
  let template: Template | undefined;

  /** The build's files, read again when index.html changes (a rebuild needs no restart). */
  function currentTemplate(): Template {
    const indexFile = join(webDist, 'index.html');
    const { mtimeMs, size } = statSync(indexFile);
    const modified = `${mtimeMs}:${size}`;
    if (template?.modified === modified) return template;
    let hints: DocumentHints = { routes: [], dictionaries: {} };
    try {
      hints = JSON.parse(
        readFileSync(join(webDist, 'document-hints.json'), 'utf8'),
      ) as DocumentHints;
    } catch {
      // A build without hints serves the page as before: only slower to its first paint.
    }
    const html = readFileSync(indexFile, 'utf8');
    template = { modified, html, hints, styleSources: inlineStyles(html).map(styleHashSource) };
    return template;
  }

  return {
    /** The page for a path, with a weak ETag of its bytes. */
    async render(pathname: string): Promise<RenderedPage> {
      const { html, hints, styleSources } = currentTemplate();
      const route = hints.routes
        .map((candidate) => matchRoute(candidate.path, pathname))
        .find((match) => match !== null);
      const hint = route ? hints.routes.find((candidate) => candidate.path === route.path) : null;
      const [configuration, leadImages] = await Promise.all([
        sources.configuration(),
        route ? sources.leadImage(route).catch(() => []) : [],
      ]);

      const dictionary = hints.dictionaries[dictionaryFile(DEFAULT_LANGUAGE)] ?? [];
      // A style element rather than the root's style attribute: the CSP allows it by its hash.
      const theme = themeStyle(configuration);
      const themeRule = theme ? `html:root{${theme}}` : '';
      const head = [
        // Fetched now, applied when the route's script asks for them: a blocking stylesheet
        // would hold back the first paint (the top bar and logo) until all of them arrived.
        ...(hint?.styles ?? []).map(
          (href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`,
        ),
        ...[...dictionary, ...(hint?.scripts ?? [])].map(
          (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
        ),
        // The brand logo, which every page shows at once (in the top bar or the sign-in card),
        // and the page's lead images: they are what the first paints are made of.
        ...shellLogoSources(configuration.web.logos).map(
          ({ href, media }) =>
            `<link rel="preload" as="image" href="${escapeHtml(href)}"${media ? ` media="${media}"` : ''}>`,
        ),
        ...leadImages.map(
          (href) =>
            `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}">`,
        ),
        `<script type="application/json" id="${CONFIGURATION_ELEMENT_ID}">${jsonInScript(configuration)}</script>`,
        ...(themeRule ? [`<style>${themeRule}</style>`] : []),
      ].join('');

      const title = configuration.page_title || configuration.app_name;
      const background = configuration.theme_background_color.trim();
      let page = html.replace('</head>', `${head}</head>`);
      if (title)
        page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
      if (configuration.web.favicon) {
        page = page.replace(
          /<link rel="icon" href="[^"]*"/,
          `<link rel="icon" href="${escapeHtml(configuration.web.favicon)}"`,
        );
      }
      if (SAFE_COLOUR.test(background)) {
        page = page.replace(
          /<meta name="theme-color" content="[^"]*"/,
          `<meta name="theme-color" content="${escapeHtml(background)}"`,
        );
      }
      page = page.replace(
        /<picture class="boot-shell-logo">[\s\S]*?<\/picture>/,
        shellLogo(configuration.web.logos),
      );
      if (hint?.layout === 'signed-in')
        page = page.replace('<body>', '<body data-boot="signed-in">');
      const hash = createHash('sha256').update(page).digest('base64url').slice(0, 27);
      return {
        html: page,
        etag: `W/"${hash}"`,
        styleSources: themeRule ? [...styleSources, styleHashSource(themeRule)] : styleSources,
      };
    },
  };
}

export type WebDocument = ReturnType<typeof createWebDocument>;
