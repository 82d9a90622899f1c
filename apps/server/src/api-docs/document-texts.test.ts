import { describe, expect, it } from 'vitest';
import { documentTexts, localDocumentText } from './document-texts.js';
import type { JsonObject } from './contract-calls.js';
import { openApiDocument } from './openapi-document.js';

/** Every description of the document that the page shows: introduction, parameters, refusals. */
function shownDescriptions(document: JsonObject): Set<string> {
  const texts = new Set<string>([(document.info as { description: string }).description]);
  const add = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
  };
  const components = document.components as { parameters: Record<string, JsonObject> };
  for (const parameter of Object.values(components.parameters)) add(parameter.description);
  for (const item of Object.values(document.paths as Record<string, Record<string, JsonObject>>)) {
    for (const operation of Object.values(item)) {
      add(operation.description);
      for (const parameter of operation.parameters as JsonObject[]) add(parameter.description);
      for (const [status, response] of Object.entries(operation.responses as JsonObject)) {
        if (status !== '200') add((response as JsonObject).description);
      }
    }
  }
  return texts;
}

describe('documentTexts', () => {
  it('translates every description the page shows into pt and pt_BR', () => {
    const descriptions = [...shownDescriptions(openApiDocument())];
    expect(descriptions.length).toBeGreaterThan(15);
    for (const language of ['pt', 'pt_BR'] as const) {
      const untranslated = descriptions.filter(
        (text) => localDocumentText(text, language) === undefined,
      );
      expect(untranslated, language).toEqual([]);
    }
  });

  it('fills a translation with what filled the English text', () => {
    const english = 'A list may be sent as filter[id][0]=..&filter[id][1]=.. as well.';
    expect(localDocumentText(english, 'pt')).toBe(
      'Também pode enviar uma lista na forma filter[id][0]=..&filter[id][1]=..',
    );
    expect(localDocumentText(english, 'en')).toBe(english);
    expect(localDocumentText('A text of no table.', 'pt_BR')).toBeUndefined();
  });

  it('keeps in pt and pt_BR the placeholders and code of each English text', () => {
    const marks = (text: string) => [...text.matchAll(/\{\{\w+\}\}|`[^`]+`/g)].map((m) => m[0]);
    for (const [key, text] of Object.entries(documentTexts.en)) {
      for (const language of ['pt', 'pt_BR'] as const) {
        const local = documentTexts[language][key as keyof typeof documentTexts.en];
        expect(marks(local).sort(), `${language} ${key}`).toEqual(marks(text).sort());
      }
    }
  });
});
