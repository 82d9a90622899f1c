import type { LanguageCode } from '@marquee/contract';

/**
 * The language a tag names, if the app speaks it: `pt-BR` (or `pt_BR`, as the web app sends
 * it) is Brazilian Portuguese, any other `pt` European Portuguese, any `en` English.
 */
export function languageOfTag(tag: string): LanguageCode | undefined {
  const [primary, region] = tag.trim().toLowerCase().split(/[-_]/);
  if (primary === 'pt') return region === 'br' ? 'pt_BR' : 'pt';
  if (primary === 'en') return 'en';
  return undefined;
}

/**
 * The language an Accept-Language header likes best among those the app speaks, by q-value
 * and then by order; undefined when it names none of them. Nothing a client sends makes it fail.
 */
export function preferredLanguage(header: string | undefined): LanguageCode | undefined {
  const ranges = (header ?? '').split(',').map((range) => {
    const [tag = '', ...parameters] = range.split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return { language: languageOfTag(tag), weight: Number.isNaN(weight) ? 0 : weight };
  });
  // The sort is stable, so ranges of equal weight keep the order the client wrote them in.
  return ranges
    .filter((range) => range.language !== undefined && range.weight > 0)
    .sort((a, b) => b.weight - a.weight)[0]?.language;
}
