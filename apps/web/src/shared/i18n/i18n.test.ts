import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../storage/storage';
import { en } from './locales/en';
import { pt } from './locales/pt';
import { ptBR } from './locales/pt-br';
import { en as accountEn } from './locales/account/en';
import { pt as accountPt } from './locales/account/pt';
import { ptBR as accountPtBR } from './locales/account/pt-br';
import { en as browseEn } from './locales/browse/en';
import { pt as browsePt } from './locales/browse/pt';
import { ptBR as browsePtBR } from './locales/browse/pt-br';
import { en as guideEn } from './locales/guide/en';
import { pt as guidePt } from './locales/guide/pt';
import { ptBR as guidePtBR } from './locales/guide/pt-br';
import { en as playerEn } from './locales/player/en';
import { pt as playerPt } from './locales/player/pt';
import { ptBR as playerPtBR } from './locales/player/pt-br';
import { en as recoveryEn } from './locales/recovery/en';
import { pt as recoveryPt } from './locales/recovery/pt';
import { ptBR as recoveryPtBR } from './locales/recovery/pt-br';
import { en as registerEn } from './locales/register/en';
import { pt as registerPt } from './locales/register/pt';
import { ptBR as registerPtBR } from './locales/register/pt-br';
import { en as remindersEn } from './locales/reminders/en';
import { pt as remindersPt } from './locales/reminders/pt';
import { ptBR as remindersPtBR } from './locales/reminders/pt-br';
import { i18n, loadLanguage, loadTexts, setLanguage } from './i18n';

/** The dictionary and each part that loads with its pages: English, pt and pt_BR. */
const dictionaries: [string, object, object, object][] = [
  ['dictionary', en, pt, ptBR],
  ['account', accountEn, accountPt, accountPtBR],
  ['browse', browseEn, browsePt, browsePtBR],
  ['guide', guideEn, guidePt, guidePtBR],
  ['player', playerEn, playerPt, playerPtBR],
  ['register', registerEn, registerPt, registerPtBR],
  ['recovery', recoveryEn, recoveryPt, recoveryPtBR],
  ['reminders', remindersEn, remindersPt, remindersPtBR],
];

const keysOf = (dictionary: object, prefix = ''): string[] =>
  Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

const entriesOf = (dictionary: object, prefix = ''): [string, unknown][] =>
  Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? entriesOf(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );

describe('i18n', () => {
  afterEach(() => loadLanguage('en'));

  it('starts in English', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('notFound.title')).toBe('Oops! Something went wrong.');
  });

  it('switches to Portuguese variants and keeps the choice', async () => {
    await setLanguage('pt_BR');
    expect(storage.language.get()).toBe('pt_BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(i18n.t('login.password')).toBe('Senha');
    await setLanguage('pt');
    expect(i18n.t('login.password')).toBe('Palavra-passe');
  });

  it('has every English key in pt and pt_BR, translated where the words differ', () => {
    for (const [name, english, portuguese, brazilian] of dictionaries) {
      expect(keysOf(portuguese), name).toEqual(keysOf(english));
      expect(keysOf(brazilian), name).toEqual(keysOf(english));
    }
    expect(pt.login.submit).not.toBe(en.login.submit);
    expect(ptBR.notFound.message).not.toBe(en.notFound.message);
  });

  it('translates nearly every text: only names, units and loanwords stay as in English', () => {
    // Texts with words in them: key caps ("M", "?"), symbols and bare {{placeholders}} are the
    // same in every language and are not counted.
    const hasWords = (text: unknown) =>
      typeof text === 'string' && /\p{L}{2,}/u.test(text.replace(/\{\{\w+\}\}/g, ''));
    const english = new Map(
      dictionaries.flatMap(([, texts]) => entriesOf(texts)).filter(([, text]) => hasWords(text)),
    );
    for (const index of [2, 3] as const) {
      const translated = dictionaries.flatMap((entry) => entriesOf(entry[index]));
      const same = translated.filter(([key, value]) => english.get(key) === value);
      expect(same.length / english.size).toBeLessThan(0.06);
    }
  });

  it('adds the texts of a part to the interface language', async () => {
    await loadLanguage('pt');
    await loadTexts('account');
    expect(i18n.t('account.title')).toBe(accountPt.account.title);
  });

  it('loads the parts in use again when the language changes', async () => {
    await loadTexts('player', 'recovery');
    await setLanguage('pt_BR');
    expect(i18n.t('player.play')).toBe(playerPtBR.player.play);
    expect(i18n.t('recovery.forgotTitle')).toBe(recoveryPtBR.recovery.forgotTitle);
  });
});
