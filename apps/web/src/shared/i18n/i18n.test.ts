import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../storage/storage';
import { en } from './locales/en';
import { pt } from './locales/pt';
import { ptBR } from './locales/pt-br';
import { i18n, loadLanguage, setLanguage } from './i18n';

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
    expect(keysOf(pt)).toEqual(keysOf(en));
    expect(keysOf(ptBR)).toEqual(keysOf(en));
    expect(pt.login.submit).not.toBe(en.login.submit);
    expect(ptBR.notFound.message).not.toBe(en.notFound.message);
  });

  it('translates nearly every text: only names, units and loanwords stay as in English', () => {
    const english = new Map(entriesOf(en));
    for (const dictionary of [pt, ptBR]) {
      const same = entriesOf(dictionary).filter(([key, value]) => english.get(key) === value);
      expect(same.length / english.size).toBeLessThan(0.06);
    }
  });
});
