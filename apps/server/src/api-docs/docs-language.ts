import { DEFAULT_LANGUAGE, type LanguageCode } from '@marquee/contract';

/** The languages other than English, which the page's tables translate into. */
export type TranslatedLanguage = Exclude<LanguageCode, 'en'>;

/** The page's `lang` attribute in each language: a BCP 47 tag, so pt reads as European. */
export const HTML_LANG: Record<LanguageCode, string> = { en: 'en', pt: 'pt-PT', pt_BR: 'pt-BR' };

/** Each language by its own name, as the page's switch offers it whatever the page's language. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  pt: 'Português',
  pt_BR: 'Português (Brasil)',
};

/**
 * The language a tag names, if the page speaks it: `pt-BR` (or `pt_BR`, as the web app sends
 * it) is Brazilian Portuguese, any other `pt` European Portuguese, any `en` English.
 */
function languageOfTag(tag: string): LanguageCode | undefined {
  const [primary, region] = tag.trim().toLowerCase().split(/[-_]/);
  if (primary === 'pt') return region === 'br' ? 'pt_BR' : 'pt';
  if (primary === 'en') return 'en';
  return undefined;
}

/**
 * The language an Accept-Language header likes best among those the page speaks, by q-value
 * and then by order; undefined when it names none of them.
 */
function preferredLanguage(header: string | undefined): LanguageCode | undefined {
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

/**
 * The language of the docs page: the `?lang=` query when it names one the page speaks, else
 * the request's Accept-Language, else English. Nothing a client sends makes it fail.
 *
 * The server's other reader of Accept-Language (`languageOf` in the account's visitor routes)
 * takes the first tag only when it is exactly a language code, so `pt-PT` is English there; the
 * page must read every Portuguese tag and the header's q-values, hence a reader of its own.
 */
export function docsLanguage(lang: unknown, acceptLanguage: string | undefined): LanguageCode {
  return (
    (typeof lang === 'string' ? languageOfTag(lang) : undefined) ??
    preferredLanguage(acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}
