import { languageCodes, type LanguageCode } from '@marquee/contract';
import { HTML_LANG, LANGUAGE_NAMES } from './docs-language.js';
import { docsTexts, type Domain } from './docs-texts.js';
import type { JsonObject } from './contract-calls.js';
import { anchorOf, documentTextHtml, escapeHtml, schemaHtml, textHtml } from './docs-html.js';
import { operationHtml } from './docs-operation-html.js';

/** The page's whole style sheet: one inline `<style>`, allowed by its hash (api-docs-routes.ts). */
export const DOCS_STYLE = `
:root { color-scheme: light dark; font: 15px/1.5 system-ui, sans-serif; }
body { margin: 0 auto; max-width: 60rem; padding: 1rem 1.5rem 4rem; }
h1 { margin-bottom: 0.25rem; }
h2 { margin-top: 2.5rem; border-bottom: 1px solid #8886; }
h3 { margin: 2rem 0 0.5rem; font-size: 1.05rem; }
nav ul { columns: 3 14rem; padding-left: 1.2rem; }
nav.languages ul { display: flex; flex-wrap: wrap; gap: 0 1rem; columns: auto; margin: 0; padding: 0; list-style: none; }
nav.languages [aria-current] { color: inherit; font-weight: 700; text-decoration: none; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; }
.method { display: inline-block; min-width: 3.5rem; font-weight: 700; }
.method-get { color: #2b7a3d; }
.method-post { color: #8a5a00; }
.method-put, .method-delete { color: #a3262a; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0; }
th, td { text-align: left; vertical-align: top; padding: 0.25rem 0.5rem; border-bottom: 1px solid #8884; }
ul.schema { margin: 0.25rem 0; padding-left: 1.2rem; }
.type { color: #6b6b9f; }
.note { color: #777; font-size: 0.9em; }
section.component { margin-top: 1.5rem; }
`;

const METHODS = ['get', 'post', 'put', 'delete'] as const;

/** The operations of a document by tag, each as [method, path, operation]. */
export function operationsByTag(document: JsonObject): Map<string, [string, string, JsonObject][]> {
  const byTag = new Map<string, [string, string, JsonObject][]>();
  for (const tag of (document.tags as { name: string }[] | undefined) ?? [])
    byTag.set(tag.name, []);
  for (const [path, item] of Object.entries(document.paths as Record<string, JsonObject>)) {
    for (const method of METHODS) {
      const operation = item[method] as JsonObject | undefined;
      if (!operation) continue;
      const tag = (operation.tags as string[] | undefined)?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), [method, path, operation]]);
    }
  }
  return byTag;
}

/** Links to the page in each language, the one shown marked as current. */
function languageSwitchHtml(language: LanguageCode): string {
  const links = languageCodes.map((code) => {
    const tag = HTML_LANG[code];
    const current = code === language ? ' aria-current="page"' : '';
    return `<li><a href="?lang=${code}" hreflang="${tag}" lang="${tag}"${current}>${escapeHtml(LANGUAGE_NAMES[code])}</a></li>`;
  });
  return `<nav class="languages" aria-label="${escapeHtml(docsTexts[language].languageNav)}"><ul>${links.join('')}</ul></nav>`;
}

/**
 * The API's documentation as one HTML page in `language`, rendered from the OpenAPI document:
 * every call by domain with its parameters, body, answer and refusals, then the shared schemas.
 * Names, paths, schemas and what the API itself answers stay as they are. No script.
 */
export function docsPageHtml(document: JsonObject, language: LanguageCode): string {
  const texts = docsTexts[language];
  const domainName = (tag: string) =>
    Object.hasOwn(texts.domains, tag) ? texts.domains[tag as Domain] : tag;
  const info = document.info as { title: string; version: string; description: string };
  const byTag = operationsByTag(document);
  const schemas = (document.components as JsonObject).schemas as Record<string, JsonObject>;
  const shared = Object.entries(schemas).filter(([name]) => !/(Answer|Body)$/.test(name));
  const nav = [...byTag]
    .map(
      ([tag, operations]) =>
        `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(domainName(tag))}</a> (${operations.length})</li>`,
    )
    .join('');
  const sections = [...byTag]
    .map(
      ([tag, operations]) =>
        `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(domainName(tag))}</h2>${operations
          .map(([method, path, operation]) =>
            operationHtml(method, path, operation, document, language),
          )
          .join('\n')}</section>`,
    )
    .join('\n');
  const components = shared
    .map(
      ([name, schema]) =>
        `<section class="component" id="${anchorOf(escapeHtml(name))}"><h3>${escapeHtml(name)}</h3>${schemaHtml(schema, texts)}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} ${escapeHtml(info.version)}</title>
<style>${DOCS_STYLE}</style>
</head>
<body>
<header>
${languageSwitchHtml(language)}
<h1>${escapeHtml(info.title)}</h1>
<p class="note">${textHtml(texts.version, { version: escapeHtml(info.version) })} ${textHtml(texts.baseUrl)} ${textHtml(texts.asJson)} <a href="openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<p>${documentTextHtml(info.description, language)}</p>
<p>${textHtml(texts.headers)}</p>
</header>
<nav aria-label="${escapeHtml(texts.domainsNav)}"><ul>${nav}<li><a href="#schemas">${escapeHtml(texts.schemas)}</a></li></ul></nav>
<main>
${sections}
<section id="schemas"><h2>${escapeHtml(texts.schemas)}</h2>${components}</section>
</main>
</body>
</html>
`;
}
