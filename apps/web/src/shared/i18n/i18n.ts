import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@marquee/contract';
import { storage } from '../storage/storage';
import type { Dictionary } from './locales/en';

/** The app's codes (`pt_BR`) as i18next and HTML tags (`pt-BR`). */
export function toI18nLanguage(code: LanguageCode): string {
  return code.replace('_', '-');
}

// Only the interface language's dictionary is downloaded, English included.
const loaders: Record<LanguageCode, () => Promise<Dictionary>> = {
  en: () => import('./locales/en').then((module) => module.en),
  pt: () => import('./locales/pt').then((module) => module.pt),
  pt_BR: () => import('./locales/pt-br').then((module) => module.ptBR),
};

/** Texts only some pages use, apart from the dictionary: they load with those pages. */
export type TextPart =
  'account' | 'browse' | 'guide' | 'player' | 'register' | 'recovery' | 'reminders';

const partLoaders: Record<TextPart, Record<LanguageCode, () => Promise<object>>> = {
  account: {
    en: () => import('./locales/account/en').then((module) => module.en),
    pt: () => import('./locales/account/pt').then((module) => module.pt),
    pt_BR: () => import('./locales/account/pt-br').then((module) => module.ptBR),
  },
  browse: {
    en: () => import('./locales/browse/en').then((module) => module.en),
    pt: () => import('./locales/browse/pt').then((module) => module.pt),
    pt_BR: () => import('./locales/browse/pt-br').then((module) => module.ptBR),
  },
  guide: {
    en: () => import('./locales/guide/en').then((module) => module.en),
    pt: () => import('./locales/guide/pt').then((module) => module.pt),
    pt_BR: () => import('./locales/guide/pt-br').then((module) => module.ptBR),
  },
  player: {
    en: () => import('./locales/player/en').then((module) => module.en),
    pt: () => import('./locales/player/pt').then((module) => module.pt),
    pt_BR: () => import('./locales/player/pt-br').then((module) => module.ptBR),
  },
  register: {
    en: () => import('./locales/register/en').then((module) => module.en),
    pt: () => import('./locales/register/pt').then((module) => module.pt),
    pt_BR: () => import('./locales/register/pt-br').then((module) => module.ptBR),
  },
  recovery: {
    en: () => import('./locales/recovery/en').then((module) => module.en),
    pt: () => import('./locales/recovery/pt').then((module) => module.pt),
    pt_BR: () => import('./locales/recovery/pt-br').then((module) => module.ptBR),
  },
  reminders: {
    en: () => import('./locales/reminders/en').then((module) => module.en),
    pt: () => import('./locales/reminders/pt').then((module) => module.pt),
    pt_BR: () => import('./locales/reminders/pt-br').then((module) => module.ptBR),
  },
};

/** The i18next instance, with no dictionary until `loadLanguage` brings in the stored one. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** What has been added to i18next: `en`, or `en:account` for a part. */
const added = new Set<string>();
/** The parts asked for so far, which a change of language loads again in the new one. */
const partsInUse = new Set<TextPart>();
let language: LanguageCode = 'en';

async function addTexts(key: string, tag: string, load: () => Promise<object>) {
  if (added.has(key)) return;
  // Deep, so that a part joins the dictionary's own keys.
  i18n.addResourceBundle(tag, 'translation', await load(), true, true);
  added.add(key);
}

/** A part in `code`; if it cannot be had, the English part stands in (the fallback language). */
async function addPart(part: TextPart, code: LanguageCode): Promise<void> {
  const add = (from: LanguageCode) =>
    addTexts(`${from}:${part}`, toI18nLanguage(from), partLoaders[part][from]);
  try {
    await add(code);
  } catch (error) {
    if (code === 'en') throw error;
    await add('en');
  }
}

/**
 * Loads a language's dictionary (once), and the parts in use, and makes it the interface
 * language.
 */
export async function loadLanguage(code: LanguageCode): Promise<void> {
  const tag = toI18nLanguage(code);
  await addTexts(code, tag, loaders[code]);
  await Promise.all([...partsInUse].map((part) => addPart(part, code)));
  language = code;
  document.documentElement.lang = tag;
  await i18n.changeLanguage(tag);
}

/**
 * Loads the texts of `parts` in the interface language, for the pages that use them: their
 * routes and the player wait for it before they render. A change of language loads them anew.
 */
export async function loadTexts(...parts: TextPart[]): Promise<void> {
  for (const part of parts) partsInUse.add(part);
  await Promise.all(parts.map((part) => addPart(part, language)));
}

/** Switches the interface language and keeps the choice. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  storage.language.set(code);
  await loadLanguage(code);
}
