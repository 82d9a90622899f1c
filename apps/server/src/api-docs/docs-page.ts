import { fillPlaceholders, languageCodes, type LanguageCode } from '@marquee/contract';
import { callSummaries, type CallId } from './call-summaries.js';
import { HTML_LANG, LANGUAGE_NAMES } from './docs-language.js';
import { docsTexts, type DocsTexts, type Domain } from './docs-texts.js';
import { localDocumentText } from './document-texts.js';
import type { JsonObject } from './openapi-document.js';

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

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * Escaped text whose `backquoted` parts read as code, as the document's descriptions and the
 * page's texts write them; its `{{name}}` placeholders take the HTML in `html`.
 */
function textHtml(text: string, html?: Record<string, string>): string {
  return fillPlaceholders(escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>'), html);
}

/** English HTML (what the API itself answers), marked `lang="en"` on a page in another language. */
function englishHtml(html: string, language: LanguageCode): string {
  return language === 'en' ? html : `<span lang="en">${html}</span>`;
}

/** A description of the document in the page's language; one the table lacks stays in English. */
function documentTextHtml(text: string, language: LanguageCode): string {
  if (language === 'en') return textHtml(text);
  const local = localDocumentText(text, language);
  return local === undefined ? englishHtml(textHtml(text), language) : textHtml(local);
}

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);
const anchorOf = (name: string) => `schema-${name}`;

/** A readable line for a schema without properties: its type and limits. */
function typeText(schema: JsonObject, texts: DocsTexts): string {
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    return `<a href="#${anchorOf(name)}">${escapeHtml(name)}</a>`;
  }
  const or = ` ${escapeHtml(texts.or)} `;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonObject[] | undefined;
  if (variants) return variants.map((variant) => typeText(variant, texts)).join(or);
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) {
    return textHtml(texts.oneOf, {
      values: schema.enum
        .map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`)
        .join(', '),
    });
  }
  if (schema.type === 'array') {
    const items = (schema.items as JsonObject | undefined) ?? {};
    return textHtml(texts.arrayOf, { type: typeText(items, texts) });
  }
  // JSON Schema's type names (string, integer, object) are code, the same in every language.
  const types = Array.isArray(schema.type)
    ? schema.type.map(String)
    : typeof schema.type === 'string'
      ? [schema.type]
      : [texts.anyType];
  const limits = [
    ['minimum', '≥'],
    ['exclusiveMinimum', '>'],
    ['maximum', '≤'],
    ['minLength', `${texts.length} ≥`],
    ['maxLength', `${texts.length} ≤`],
    ['maxItems', `${texts.items} ≤`],
  ]
    .filter(
      ([key]) => typeof schema[key!] === 'number' && Math.abs(schema[key!] as number) < 2 ** 53 - 1,
    )
    .map(([key, sign]) => `${sign} ${String(schema[key!])}`);
  const format = typeof schema.format === 'string' ? [schema.format] : [];
  const notes = [...format, ...limits];
  return `<span class="type">${types.map(escapeHtml).join(or)}</span>${notes.length ? ` <span class="note">(${escapeHtml(notes.join(', '))})</span>` : ''}`;
}

/** A schema as nested lists of fields, their types and whether they are optional. */
export function schemaHtml(schema: JsonObject, texts: DocsTexts, depth = 0): string {
  const properties = schema.properties as Record<string, JsonObject> | undefined;
  if (schema.type === 'object' && properties && depth < 6) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const entries = Object.entries(properties);
    if (entries.length === 0) {
      return `<span class="type">object</span> <span class="note">(${escapeHtml(texts.empty)})</span>`;
    }
    const optional = ` <span class="note">${escapeHtml(texts.optional)}</span>`;
    return `<ul class="schema">${entries
      .map(
        ([name, child]) =>
          `<li><code>${escapeHtml(name)}</code>${required.has(name) ? '' : optional}: ${schemaHtml(child, texts, depth + 1)}</li>`,
      )
      .join('')}</ul>`;
  }
  const items = schema.items as JsonObject | undefined;
  if (schema.type === 'array' && items?.type === 'object' && items.properties) {
    return textHtml(texts.arrayOfObjects, { fields: schemaHtml(items, texts, depth + 1) });
  }
  const record = schema.additionalProperties;
  if (schema.type === 'object' && typeof record === 'object' && record !== null) {
    return textHtml(texts.valuesByKey, {
      object: '<span class="type">object</span>',
      type: typeText(record as JsonObject, texts),
    });
  }
  return typeText(schema, texts);
}

function parametersHtml(
  parameters: JsonObject[],
  components: JsonObject,
  language: LanguageCode,
): string {
  const texts = docsTexts[language];
  const locations: Record<string, string> = texts.locations;
  const rows = parameters.map((given) => {
    const parameter =
      typeof given.$ref === 'string'
        ? ((components.parameters as Record<string, JsonObject>)[refName(given.$ref)] ?? {})
        : given;
    const where = String(parameter.in);
    const description = typeof parameter.description === 'string' ? parameter.description : '';
    return `<tr><td><code>${escapeHtml(String(parameter.name))}</code></td><td>${escapeHtml(locations[where] ?? where)}</td><td>${escapeHtml(parameter.required ? texts.required : texts.optional)}</td><td>${schemaHtml((parameter.schema as JsonObject | undefined) ?? {}, texts)}${description ? ` <span class="note">${documentTextHtml(description, language)}</span>` : ''}</td></tr>`;
  });
  return `<table><thead><tr><th>${escapeHtml(texts.parameter)}</th><th>${escapeHtml(texts.location)}</th><th></th><th>${escapeHtml(texts.schema)}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function securityText(security: JsonObject[], texts: DocsTexts): string {
  const names = security.map((entry) => Object.keys(entry)[0] ?? 'none');
  if (names.length === 0) return texts.openToAnyone;
  if (names.includes('basic')) return texts.sendsBasic;
  if (names.includes('none')) return texts.tokenWhenSent;
  return texts.needsToken;
}

function responsesHtml(
  responses: Record<string, JsonObject>,
  schemas: JsonObject,
  language: LanguageCode,
): string {
  const texts = docsTexts[language];
  const answer = responses['200']?.content as Record<string, { schema: JsonObject }> | undefined;
  const answerRef = answer?.['application/json']?.schema.$ref;
  const envelope =
    typeof answerRef === 'string'
      ? ((schemas[refName(answerRef)] as JsonObject | undefined) ?? {})
      : {};
  const data = (envelope.properties as Record<string, JsonObject> | undefined)?.data ?? {};
  const refusals = Object.entries(responses)
    .filter(([status]) => status !== '200')
    .map(([status, response]) => {
      const content = response.content as
        Record<string, { examples?: Record<string, { value: { message: string } }> }> | undefined;
      const examples = Object.entries(content?.['application/json']?.examples ?? {});
      return `<li><strong>${escapeHtml(status)}</strong> ${documentTextHtml(String(response.description), language)}${
        examples.length
          ? `<ul>${examples
              .map(
                ([key, example]) =>
                  `<li><code>${escapeHtml(key)}</code>: ${englishHtml(escapeHtml(example.value.message), language)}</li>`,
              )
              .join('')}</ul>`
          : ''
      }</li>`;
    });
  return `<p><strong>${escapeHtml(texts.answer)}</strong> (${textHtml(texts.answerNote)}):</p>${schemaHtml(data, texts)}<p><strong>${escapeHtml(texts.refusals)}</strong> (${textHtml(texts.refusalsNote)}):</p><ul>${refusals.join('')}</ul>`;
}

/** A call's summary: the document's own in English, else the translation of its table. */
function summaryOf(operation: JsonObject, language: LanguageCode): string {
  const id = String(operation.operationId);
  if (language === 'en' || !Object.hasOwn(callSummaries, id)) return String(operation.summary);
  return callSummaries[id as CallId][language];
}

function operationHtml(
  method: string,
  path: string,
  operation: JsonObject,
  document: JsonObject,
  language: LanguageCode,
): string {
  const texts = docsTexts[language];
  const components = document.components as JsonObject;
  const schemas = components.schemas as JsonObject;
  const id = String(operation.operationId);
  const body = operation.requestBody as
    { required: boolean; content: Record<string, { schema: JsonObject }> } | undefined;
  const bodyTypes = body ? Object.keys(body.content) : [];
  const bodySchemaRef = body ? Object.values(body.content)[0]?.schema.$ref : undefined;
  const bodySchema =
    typeof bodySchemaRef === 'string'
      ? ((schemas[refName(bodySchemaRef)] as JsonObject) ?? {})
      : {};
  const parameters = (operation.parameters as JsonObject[] | undefined) ?? [];
  return `<article id="${escapeHtml(id)}">
<h3><span class="method method-${method}">${method.toUpperCase()}</span> <code>/api${escapeHtml(path)}</code> <span class="note">${escapeHtml(id)}</span></h3>
<p>${escapeHtml(summaryOf(operation, language))}: ${textHtml(securityText(operation.security as JsonObject[], texts))}.${
    typeof operation.description === 'string'
      ? ` ${documentTextHtml(operation.description, language)}`
      : ''
  }</p>
${parametersHtml(parameters, components, language)}
${
  body
    ? `<p><strong>${escapeHtml(texts.body)}</strong> (${bodyTypes.map((type) => `<code>${escapeHtml(type)}</code>`).join(` ${escapeHtml(texts.or)} `)}${body.required ? '' : `, ${escapeHtml(texts.optional)}`}):</p>${schemaHtml(bodySchema, texts)}`
    : ''
}
${responsesHtml(operation.responses as Record<string, JsonObject>, schemas, language)}
</article>`;
}

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
