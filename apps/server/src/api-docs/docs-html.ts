// The docs page's pieces of HTML (docs-page.ts): escaped texts, and a JSON Schema as a table
// of fields with their types and links to named schemas.
import { fillPlaceholders, type LanguageCode } from '@marquee/contract';
import type { DocsTexts } from './docs-texts.js';
import { localDocumentText } from './document-texts.js';
import type { JsonObject } from './contract-calls.js';

export function escapeHtml(text: string): string {
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
export function textHtml(text: string, html?: Record<string, string>): string {
  return fillPlaceholders(escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>'), html);
}

/** English HTML (what the API itself answers), marked `lang="en"` on a page in another language. */
export function englishHtml(html: string, language: LanguageCode): string {
  return language === 'en' ? html : `<span lang="en">${html}</span>`;
}

/** A description of the document in the page's language; one the table lacks stays in English. */
export function documentTextHtml(text: string, language: LanguageCode): string {
  if (language === 'en') return textHtml(text);
  const local = localDocumentText(text, language);
  return local === undefined ? englishHtml(textHtml(text), language) : textHtml(local);
}

export const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

export const anchorOf = (name: string) => `schema-${name}`;

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
