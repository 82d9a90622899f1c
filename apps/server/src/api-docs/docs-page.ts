import type { JsonObject } from './openapi-document.js';

/** The page's whole style sheet: one inline `<style>`, allowed by its hash (api-docs-routes.ts). */
export const DOCS_STYLE = `
:root { color-scheme: light dark; font: 15px/1.5 system-ui, sans-serif; }
body { margin: 0 auto; max-width: 60rem; padding: 1rem 1.5rem 4rem; }
h1 { margin-bottom: 0.25rem; }
h2 { margin-top: 2.5rem; border-bottom: 1px solid #8886; text-transform: capitalize; }
h3 { margin: 2rem 0 0.5rem; font-size: 1.05rem; }
nav ul { columns: 3 14rem; padding-left: 1.2rem; }
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

/** Escaped text whose `backquoted` parts read as code, as the document's descriptions write them. */
function textHtml(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);
const anchorOf = (name: string) => `schema-${name}`;

/** A readable line for a schema without properties: its type and limits. */
function typeText(schema: JsonObject): string {
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    return `<a href="#${anchorOf(name)}">${escapeHtml(name)}</a>`;
  }
  const variants = (schema.anyOf ?? schema.oneOf) as JsonObject[] | undefined;
  if (variants) return variants.map(typeText).join(' or ');
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) {
    return `one of ${schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(', ')}`;
  }
  if (schema.type === 'array') {
    return `array of ${typeText((schema.items as JsonObject | undefined) ?? {})}`;
  }
  const types = Array.isArray(schema.type)
    ? schema.type.join(' or ')
    : typeof schema.type === 'string'
      ? schema.type
      : 'any';
  const limits = [
    ['minimum', '≥'],
    ['exclusiveMinimum', '>'],
    ['maximum', '≤'],
    ['minLength', 'length ≥'],
    ['maxLength', 'length ≤'],
    ['maxItems', 'items ≤'],
  ]
    .filter(
      ([key]) => typeof schema[key!] === 'number' && Math.abs(schema[key!] as number) < 2 ** 53 - 1,
    )
    .map(([key, sign]) => `${sign} ${String(schema[key!])}`);
  const format = typeof schema.format === 'string' ? [schema.format] : [];
  const notes = [...format, ...limits];
  return `<span class="type">${escapeHtml(types)}</span>${notes.length ? ` <span class="note">(${escapeHtml(notes.join(', '))})</span>` : ''}`;
}

/** A schema as nested lists of fields, their types and whether they are optional. */
export function schemaHtml(schema: JsonObject, depth = 0): string {
  const properties = schema.properties as Record<string, JsonObject> | undefined;
  if (schema.type === 'object' && properties && depth < 6) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const entries = Object.entries(properties);
    if (entries.length === 0)
      return '<span class="type">object</span> <span class="note">(empty)</span>';
    return `<ul class="schema">${entries
      .map(
        ([name, child]) =>
          `<li><code>${escapeHtml(name)}</code>${required.has(name) ? '' : ' <span class="note">optional</span>'}: ${schemaHtml(child, depth + 1)}</li>`,
      )
      .join('')}</ul>`;
  }
  const items = schema.items as JsonObject | undefined;
  if (schema.type === 'array' && items?.type === 'object' && items.properties) {
    return `array of objects: ${schemaHtml(items, depth + 1)}`;
  }
  const record = schema.additionalProperties;
  if (schema.type === 'object' && typeof record === 'object' && record !== null) {
    return `<span class="type">object</span> of ${typeText(record as JsonObject)} by key`;
  }
  return typeText(schema);
}

function parametersHtml(parameters: JsonObject[], components: JsonObject): string {
  const rows = parameters.map((given) => {
    const parameter =
      typeof given.$ref === 'string'
        ? ((components.parameters as Record<string, JsonObject>)[refName(given.$ref)] ?? {})
        : given;
    const description = typeof parameter.description === 'string' ? parameter.description : '';
    return `<tr><td><code>${escapeHtml(String(parameter.name))}</code></td><td>${escapeHtml(String(parameter.in))}</td><td>${parameter.required ? 'required' : 'optional'}</td><td>${schemaHtml((parameter.schema as JsonObject | undefined) ?? {})}${description ? ` <span class="note">${textHtml(description)}</span>` : ''}</td></tr>`;
  });
  return `<table><thead><tr><th>Parameter</th><th>In</th><th></th><th>Schema</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function securityText(security: JsonObject[]): string {
  const names = security.map((entry) => Object.keys(entry)[0] ?? 'none');
  if (names.length === 0) return 'open to anyone';
  if (names.includes('basic')) return 'sends `Authorization: Basic base64(identifier:password)`';
  if (names.includes('none')) return 'open to anyone; a `Token` header is used when sent';
  return 'needs the `Token` header';
}

function responsesHtml(responses: Record<string, JsonObject>, schemas: JsonObject): string {
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
      return `<li><strong>${escapeHtml(status)}</strong> ${textHtml(String(response.description))}${
        examples.length
          ? `<ul>${examples
              .map(
                ([key, example]) =>
                  `<li><code>${escapeHtml(key)}</code>: ${escapeHtml(example.value.message)}</li>`,
              )
              .join('')}</ul>`
          : ''
      }</li>`;
    });
  return `<p><strong>Answer</strong> (<code>data</code> of the envelope, status 1):</p>${schemaHtml(data)}<p><strong>Refusals</strong> (status 0, 2 or -1, with <code>message</code> and <code>notice</code>):</p><ul>${refusals.join('')}</ul>`;
}

function operationHtml(
  method: string,
  path: string,
  operation: JsonObject,
  document: JsonObject,
): string {
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
<p>${escapeHtml(String(operation.summary))}: ${textHtml(securityText(operation.security as JsonObject[]))}.${
    typeof operation.description === 'string' ? ` ${textHtml(operation.description)}` : ''
  }</p>
${parametersHtml(parameters, components)}
${
  body
    ? `<p><strong>Body</strong> (${bodyTypes.map((type) => `<code>${escapeHtml(type)}</code>`).join(' or ')}${body.required ? '' : ', optional'}):</p>${schemaHtml(bodySchema)}`
    : ''
}
${responsesHtml(operation.responses as Record<string, JsonObject>, schemas)}
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

/**
 * The API's documentation as one HTML page, rendered from the OpenAPI document: every call by
 * domain with its parameters, body, answer and refusals, then the shared schemas. No script.
 */
export function docsPageHtml(document: JsonObject): string {
  const info = document.info as { title: string; version: string; description: string };
  const byTag = operationsByTag(document);
  const schemas = (document.components as JsonObject).schemas as Record<string, JsonObject>;
  const shared = Object.entries(schemas).filter(([name]) => !/(Answer|Body)$/.test(name));
  const nav = [...byTag]
    .map(
      ([tag, operations]) =>
        `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a> (${operations.length})</li>`,
    )
    .join('');
  const sections = [...byTag]
    .map(
      ([tag, operations]) =>
        `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${operations
          .map(([method, path, operation]) => operationHtml(method, path, operation, document))
          .join('\n')}</section>`,
    )
    .join('\n');
  const components = shared
    .map(
      ([name, schema]) =>
        `<section class="component" id="${anchorOf(escapeHtml(name))}"><h3>${escapeHtml(name)}</h3>${schemaHtml(schema)}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} ${escapeHtml(info.version)}</title>
<style>${DOCS_STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(info.title)}</h1>
<p class="note">Version ${escapeHtml(info.version)}. Base URL <code>/api</code>. The same description as JSON: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<p>${textHtml(info.description)}</p>
<p>Every request may carry the headers <code>Device</code>, <code>Tenant</code>, <code>Accept-Language</code> and <code>UID</code>; calls behind a session need <code>Token</code>.</p>
</header>
<nav aria-label="Domains"><ul>${nav}<li><a href="#schemas">schemas</a></li></ul></nav>
<main>
${sections}
<section id="schemas"><h2>Schemas</h2>${components}</section>
</main>
</body>
</html>
`;
}
