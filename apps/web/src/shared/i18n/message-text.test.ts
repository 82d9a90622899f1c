import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ValidationMessage, wrongPinMessage } from '@marquee/contract';
import { i18n, loadLanguage } from './i18n';
import { en } from './locales/en';
import { pt } from './locales/pt';
import { ptBR } from './locales/pt-br';
import { en as recoveryEn } from './locales/recovery/en';
import { pt as recoveryPt } from './locales/recovery/pt';
import { ptBR as recoveryPtBR } from './locales/recovery/pt-br';
import { en as registerEn } from './locales/register/en';
import { pt as registerPt } from './locales/register/pt';
import { ptBR as registerPtBR } from './locales/register/pt-br';
import { useMessageText, validationPath } from './message-text';

describe('the spec dictionary texts (access §5 and §8)', () => {
  it('holds every contract validation message in English, word for word', () => {
    for (const [key, text] of Object.entries(ValidationMessage)) {
      expect(en.validation[key as keyof typeof en.validation], key).toBe(text);
    }
  });

  it('keeps the spec spellings, typos included', () => {
    expect(en.validation).toMatchObject({
      fieldsRequired: 'this fields are required',
      fieldsRequiredTitle: 'This fields are required',
      purchasePinLength: 'Purhase pin must contain 5 characters',
      purchasePinDigits: 'Purchase PIN must contain 5 numbers',
      parentalPinDigits: 'Parental PIN must contain 4 numbers',
      enterValidEmail: 'Enter a valid email address',
      passwordDoesntMatch: "Password doesn't match",
      passwordsDontMatch: "Password don't match",
      currentPasswordWrong: 'Current password is wrong',
      wrongParentalPin: wrongPinMessage.parental,
      wrongPurchasePin: wrongPinMessage.purchase,
    });
    expect(en.server.alreadyDeclared).toBe('Already declared email or username!');
    expect(en.notices.subscriptionExpired).toBe('subscription has expired');
    expect(en.errors).toEqual({
      requestFailed: 'Request failed',
      missingData: 'Missing request data',
    });
  });

  it('has a text for every contract validation key in en, pt and pt_BR', () => {
    for (const key of Object.keys(ValidationMessage) as (keyof typeof ValidationMessage)[]) {
      for (const [language, dictionary] of [
        ['en', en],
        ['pt', pt],
        ['pt_BR', ptBR],
      ] as const) {
        const text: unknown = dictionary.validation[key];
        expect(typeof text, `${language} validation.${key}`).toBe('string');
        expect((text as string).trim(), `${language} validation.${key}`).not.toBe('');
      }
    }
  });

  it('translates every spec text into pt and pt_BR', () => {
    // Words Portuguese borrows as they are.
    const same = new Set(['PIN', 'CVV', 'Email']);
    // The dictionary's groups, and those that load with their pages.
    const groups: [string, object, object, object][] = [
      ...(['validation', 'notices', 'pin', 'server'] as const).map(
        (group) => [group, en[group], pt[group], ptBR[group]] as [string, object, object, object],
      ),
      ['register', registerEn.register, registerPt.register, registerPtBR.register],
      ['recovery', recoveryEn.recovery, recoveryPt.recovery, recoveryPtBR.recovery],
    ];
    for (const [group, english, portuguese, brazilian] of groups) {
      for (const [key, text] of Object.entries(english)) {
        if (same.has(text as string)) continue;
        expect(portuguese[key as never], `pt ${group}.${key}`).not.toBe(text);
        expect(brazilian[key as never], `pt_BR ${group}.${key}`).not.toBe(text);
      }
    }
  });
});

describe('useMessageText', () => {
  afterEach(() => loadLanguage('en'));

  it('finds the dictionary path of a validation key and nothing for other texts', () => {
    expect(validationPath('invalidAge')).toBe('validation.invalidAge');
    // No reverse lookup: an English sentence is not a key.
    expect(validationPath('Invalid age')).toBeUndefined();
    expect(validationPath('Already declared email or username!')).toBeUndefined();
    expect(validationPath('toString')).toBeUndefined();
    expect(validationPath(undefined)).toBeUndefined();
  });

  it('shows keys in the interface language and other texts as they came', async () => {
    await loadLanguage('pt_BR');
    const { result } = renderHook(() => useMessageText());
    expect(result.current('invalidAge')).toBe('Idade inválida');
    expect(result.current('Card declined: insufficient funds')).toBe(
      'Card declined: insufficient funds',
    );
    expect(result.current(undefined)).toBeUndefined();
    expect(i18n.language).toBe('pt-BR');
  });

  it('never shows a contract validation key untranslated, in en, pt or pt_BR', async () => {
    const keys = Object.keys(ValidationMessage) as (keyof typeof ValidationMessage)[];
    for (const language of ['en', 'pt', 'pt_BR'] as const) {
      await loadLanguage(language);
      const { result } = renderHook(() => useMessageText());
      for (const key of keys) {
        const shown = result.current(key);
        expect(shown, `${language} ${key}`).not.toBe(key);
        expect(shown, `${language} ${key}`).not.toBe(`validation.${key}`);
        if (language === 'en') expect(shown, key).toBe(ValidationMessage[key]);
      }
    }
  });
});
