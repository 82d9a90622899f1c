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
import { messageKeyOf, useMessageText } from './message-text';

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

  it('finds the key of a known text and nothing for others', () => {
    expect(messageKeyOf('Invalid age')).toBe('validation.invalidAge');
    // Server texts come with their key, not as English to look up.
    expect(messageKeyOf('Already declared email or username!')).toBeUndefined();
    expect(messageKeyOf('Something else')).toBeUndefined();
    expect(messageKeyOf(undefined)).toBeUndefined();
  });

  it('shows known texts in the interface language and others as they came', async () => {
    await loadLanguage('pt_BR');
    const { result } = renderHook(() => useMessageText());
    expect(result.current('Invalid age')).toBe('Idade inválida');
    expect(result.current('Card declined: insufficient funds')).toBe(
      'Card declined: insufficient funds',
    );
    expect(result.current(undefined)).toBeUndefined();
    expect(i18n.language).toBe('pt-BR');
  });
});
