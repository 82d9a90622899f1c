import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { Status, noticeTexts, type NoticeKey } from '@marquee/contract';
import { ApiError } from '../api/api-error';
import { loadLanguage } from './i18n';
import { en } from './locales/en';
import { pt } from './locales/pt';
import { ptBR } from './locales/pt-br';
import { serverErrorText, serverText, useServerText } from './server-text';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the server’s notices in the dictionaries', () => {
  const languages = { en: en.server, pt: pt.server, pt_BR: ptBR.server };

  it.each(Object.keys(noticeTexts) as NoticeKey[])(
    '%s has a text in en, pt and pt_BR, with the English placeholders',
    (key) => {
      const english = noticeTexts[key];
      for (const [language, texts] of Object.entries(languages)) {
        const text = texts[key];
        expect(typeof text === 'string' && text.trim() !== '', `${language} ${key}`).toBe(true);
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
      }
    },
  );

  it('has English as the contract writes it, and no key the contract lacks', () => {
    expect(en.server).toBe(noticeTexts);
    for (const texts of Object.values(languages)) {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(noticeTexts).sort());
    }
  });
});

describe('serverText', () => {
  afterEach(() => loadLanguage('en'));

  it('shows a known notice in the interface language, its params filled', async () => {
    await loadLanguage('pt');
    expect(serverText({ key: 'rented' }, 'Successfully rented')).toBe('Alugado com sucesso');
    expect(serverText({ key: 'tooManyLogins', params: { seconds: 60 } }, 'Too many…')).toBe(
      'Demasiadas tentativas de início de sessão falhadas. Tente novamente dentro de 60 segundos.',
    );
    await loadLanguage('pt_BR');
    expect(serverText({ key: 'bought' }, 'Successfully bought')).toBe('Compra feita com sucesso');
  });

  it('shows a notice given as a param in the interface language too', async () => {
    const declined = {
      key: 'rentDeclined',
      params: { reason: 'Your card was declined.', reasonKey: 'cardDeclined' },
    };
    expect(serverText(declined, 'Renting failed: Your card was declined.')).toBe(
      'Renting failed: Your card was declined.',
    );
    await loadLanguage('pt_BR');
    expect(serverText(declined, '')).toBe('Falha no aluguel: Seu cartão foi recusado.');
    // A reason this build does not know stays as the server wrote it.
    const unknown = { key: 'rentDeclined', params: { reason: 'Call your bank.', reasonKey: 'x' } };
    expect(serverText(unknown, '')).toBe('Falha no aluguel: Call your bank.');
  });

  it('keeps the server’s param names apart from i18next’s options', async () => {
    await loadLanguage('pt');
    expect(serverText({ key: 'tooManyProfiles', params: { max: 10, lng: 'en' } }, '')).toBe(
      'Uma conta pode ter no máximo 10 perfis.',
    );
  });

  it('shows the message as it came for a key it does not know, or no notice', async () => {
    await loadLanguage('pt');
    expect(serverText({ key: 'aNewNotice' }, 'Something new')).toBe('Something new');
    expect(serverText({ key: 'server' }, 'Not a key')).toBe('Not a key');
    expect(serverText({ key: 'validation.invalidAge' }, 'Not a key')).toBe('Not a key');
    expect(serverText(undefined, 'Sent without a notice')).toBe('Sent without a notice');
    expect(serverText(undefined, undefined)).toBeUndefined();
    expect(serverText(undefined, '')).toBeUndefined();
  });
});

describe('serverErrorText', () => {
  afterEach(() => loadLanguage('en'));

  const failure = (init: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
    new ApiError({
      kind: 'envelope',
      status: Status.failure,
      message: '',
      httpStatus: 409,
      ...init,
    });

  it('shows a failed call’s notice in the interface language', async () => {
    await loadLanguage('pt_BR');
    const error = failure({ message: 'Item already rated', notice: { key: 'alreadyRated' } });
    expect(serverErrorText(error)).toBe('Você já avaliou este título');
  });

  it('is null when the server said nothing worth showing', () => {
    expect(serverErrorText(new Error('boom'))).toBeNull();
    expect(serverErrorText(failure({ kind: 'network', message: 'Request failed' }))).toBeNull();
    expect(serverErrorText(failure())).toBeNull();
  });

  it('follows the interface language in components', async () => {
    const { result, rerender } = renderHook(() => useServerText());
    expect(result.current.text({ key: 'rated' }, 'Item successfully rated')).toBe(
      'Item successfully rated',
    );
    await loadLanguage('pt');
    rerender();
    expect(result.current.text({ key: 'rated' }, 'Item successfully rated')).toBe(
      'Classificação registada com sucesso',
    );
  });
});
