import { describe, expect, it } from 'vitest';
import type { z } from './zod.js';
import { createProfileBodySchema, updateProfileBodySchema } from './profiles.js';
import { issuesByField } from './issues.js';
import {
  ValidationKey,
  ValidationMessage,
  isValidationKey,
  validationText,
} from './validation-texts.js';
import { validationTextsPt } from './validation-texts-pt.js';
import { validationTextsPtBr } from './validation-texts-pt-br.js';
import {
  cardSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  registrationBodySchema,
  resetPasswordBodySchema,
  subscriptionChoiceSchema,
} from './validation.js';

/** Every message of a failed parse, as the issues carry them. */
function issueMessages(schema: z.ZodMiniType, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

// Values that break every rule of the forms at least once: missing, blank, wrong kind, too
// short, too long, not digits, out of range, not matching, expired.
const long = 'x'.repeat(600);
const broken: [z.ZodMiniType, unknown][] = [
  [loginFormSchema, {}],
  [loginFormSchema, { identifier: '  ', password: '' }],
  [forgotPasswordFormSchema, { email: 'not an address' }],
  [forgotPasswordFormSchema, { email: 7 }],
  [resetPasswordBodySchema, {}],
  [resetPasswordBodySchema, { token: long, password: 'abc', confirm_password: 'ab' }],
  [resetPasswordBodySchema, { token: 't', password: 'abcd', confirm_password: 'abce' }],
  [subscriptionChoiceSchema, { subscription_id: 'none' }],
  [cardSchema, {}],
  [
    cardSchema,
    {
      card_first_name: 'A1',
      card_last_name: long,
      card_number: '12ab',
      card_expiry_month: '13',
      card_expiry_year: '1999',
      card_cvv: '1a',
    },
  ],
  [
    cardSchema,
    {
      card_first_name: 'Ana',
      card_last_name: 'Silva',
      card_number: '1'.repeat(20),
      card_expiry_month: '1',
      card_expiry_year: '2000',
      card_cvv: '1234',
    },
  ],
  [registrationBodySchema, { sex: 'other', age: 'old', pin: '12a4', purchase_pin: '123' }],
  [
    registrationBodySchema,
    { first_name: '1', last_name: '2', email: '', password: 'abcd', confirm_password: 'abcx' },
  ],
  [createProfileBodySchema, { name: '' }],
  [updateProfileBodySchema, { name: long }],
];

describe('validation keys (every form rule gives its key; the web translates it)', () => {
  it('are the keys of ValidationMessage, each with an English text', () => {
    for (const [key, text] of Object.entries(ValidationMessage)) {
      expect(ValidationKey[key as keyof typeof ValidationKey]).toBe(key);
      expect(key).toMatch(/^[a-z][A-Za-z]*$/);
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('are the only messages the form rules give', () => {
    const seen = new Set<string>();
    for (const [schema, value] of broken) {
      const messages = issueMessages(schema, value);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) {
        expect(isValidationKey(message), message).toBe(true);
        seen.add(message);
      }
    }
    // The values above reach most of the rules, not only a few of them.
    expect(seen.size).toBeGreaterThanOrEqual(30);
  });

  it('are answered to API clients as their English texts', () => {
    const result = loginFormSchema.safeParse({ identifier: ' ', password: '' });
    expect(issuesByField(result.error!)).toEqual({
      identifier: ['Email or username required'],
      password: ['Password required'],
    });
    const card = cardSchema.safeParse({ card_cvv: '1a' });
    expect(issuesByField(card.error!).card_cvv).toEqual(['CVV wrong characters']);
  });

  it('give other messages as they are', () => {
    expect(validationText('invalidAge')).toBe('Invalid age');
    expect(validationText('must be en, pt or pt_BR')).toBe('must be en, pt or pt_BR');
    expect(isValidationKey('toString')).toBe(false);
    expect(isValidationKey('Invalid age')).toBe(false);
  });
});

describe('validation texts in Portuguese (the dictionaries show them under validation.<key>)', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{\w+\}\}/g)].map(String).sort();

  it.each([
    ['pt', validationTextsPt],
    ['pt_BR', validationTextsPtBr],
  ])('in %s have the English keys, each non-empty with its placeholders', (_, texts) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(ValidationMessage).sort());
    for (const [key, english] of Object.entries(ValidationMessage)) {
      const text = texts[key as keyof typeof ValidationMessage];
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english));
    }
  });
});
