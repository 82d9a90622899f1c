import { describe, expect, it } from 'vitest';
import { docsTexts } from './docs-texts.js';

/** Each text of a table by its path (`domains.live`), nested records flattened. */
function flatten(table: object, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else for (const entry of flatten(value as object, `${prefix}${key}.`)) texts.set(...entry);
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const codeParts = (text: string) => [...text.matchAll(/`[^`]+`/g)].map((m) => m[0]).sort();

describe('docsTexts', () => {
  const en = flatten(docsTexts.en);

  it('has in pt and pt_BR every text of en, with the same placeholders and code', () => {
    for (const language of ['pt', 'pt_BR'] as const) {
      const translated = flatten(docsTexts[language]);
      expect([...translated.keys()], language).toEqual([...en.keys()]);
      for (const [key, text] of en) {
        const local = translated.get(key)!;
        expect(local.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(local), `${language} ${key}`).toEqual(placeholders(text));
        expect(codeParts(local), `${language} ${key}`).toEqual(codeParts(text));
      }
    }
  });
});
