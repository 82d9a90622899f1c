import { DEFAULT_LANGUAGE, type LanguageCode } from '@marquee/contract';
import { languageOfTag, preferredLanguage } from '../http/accept-language.js';

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
 * The language of the docs page: the `?lang=` query when it names one the page speaks, else
 * the request's Accept-Language, else English. Nothing a client sends makes it fail.
 */
export function docsLanguage(lang: unknown, acceptLanguage: string | undefined): LanguageCode {
  return (
    (typeof lang === 'string' ? languageOfTag(lang) : undefined) ??
    preferredLanguage(acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}
