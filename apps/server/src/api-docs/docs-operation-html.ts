// One call on the docs page (docs-page.ts): its summary, parameters, security and answers.
import type { LanguageCode } from '@marquee/contract';
import { callSummaries, type CallId } from './call-summaries.js';
import { docsTexts, type DocsTexts } from './docs-texts.js';
import type { JsonObject } from './contract-calls.js';
import {
  documentTextHtml,
  englishHtml,
  escapeHtml,
  refName,
  schemaHtml,
  textHtml,
} from './docs-html.js';

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
  if (names.includes('operator')) return texts.needsOperator;
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

export function operationHtml(
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
