import { describe, expect, it } from 'vitest';
import {
  cardSchema,
  isCardExpired,
  registrationBodySchema,
  subscriptionChoiceSchema,
} from './validation.js';
import { card, details, errorsOf, firstError } from './validation-cases.js';

// The registration's payment steps: the package, the card, and the whole registration body.

describe('subscription choice', () => {
  it('needs a package', () => {
    expect(firstError(subscriptionChoiceSchema, {}, 'subscription_id')).toBe(
      'Choose a subscription package',
    );
    expect(subscriptionChoiceSchema.parse({ subscription_id: '3' })).toEqual({
      subscription_id: 3,
    });
  });

  it('refuses an id past the largest the database keeps (2147483647)', () => {
    expect(
      firstError(subscriptionChoiceSchema, { subscription_id: '2147483648' }, 'subscription_id'),
    ).toBe('Choose a subscription package');
    expect(subscriptionChoiceSchema.parse({ subscription_id: 2147483647 })).toEqual({
      subscription_id: 2147483647,
    });
  });
});

describe('card', () => {
  it('accepts a valid card', () => {
    expect(cardSchema.parse(card)).toEqual({
      ...card,
      card_expiry_month: 12,
      card_expiry_year: 2099,
    });
  });

  it('requires holder names that are not numeric', () => {
    expect(errorsOf(cardSchema, { ...card, card_first_name: '', card_last_name: '42' })).toEqual({
      card_first_name: ['Card holder first name required'],
      card_last_name: ['Card holder last name must not contain numbers'],
    });
  });

  it('requires a card number of digits only, at least 16', () => {
    const numberError = (card_number: unknown) =>
      firstError(cardSchema, { ...card, card_number }, 'card_number');
    expect(numberError('')).toBe('Card number required');
    expect(numberError('4242 4242 4242 4242')).toBe('Card number must contain only digits');
    expect(numberError('424242424242424')).toBe('Card number must contain at least 16 digits');
    expect(numberError('42424242424242424242')).toBe('Card number must contain at most 19 digits');
    expect(numberError('4242424242424242')).toBeUndefined();
  });

  it('requires the expiry month and year', () => {
    expect(errorsOf(cardSchema, { ...card, card_expiry_month: '', card_expiry_year: '' })).toEqual({
      card_expiry_month: ['Expiry month required'],
      card_expiry_year: ['Expiry year required'],
    });
    expect(firstError(cardSchema, { ...card, card_expiry_month: '13' }, 'card_expiry_month')).toBe(
      'Invalid expiry month',
    );
    expect(firstError(cardSchema, { ...card, card_expiry_year: '99' }, 'card_expiry_year')).toBe(
      'Invalid expiry year',
    );
  });

  it('refuses an expired card', () => {
    expect(firstError(cardSchema, { ...card, card_expiry_year: '2001' }, 'card_expiry_year')).toBe(
      'Card has expired',
    );
    const june2030 = new Date(2030, 5, 15);
    expect(isCardExpired(6, 2030, june2030)).toBe(false);
    expect(isCardExpired(5, 2030, june2030)).toBe(true);
    expect(isCardExpired(1, 2031, june2030)).toBe(false);
  });

  it('requires a CVV of exactly 3 digits', () => {
    const cvvError = (card_cvv: unknown) =>
      firstError(cardSchema, { ...card, card_cvv }, 'card_cvv');
    expect(cvvError('')).toBe('CVV required');
    expect(cvvError('12a')).toBe('CVV wrong characters');
    expect(cvvError('1 3')).toBe('CVV wrong characters');
    expect(cvvError('12')).toBe('Incorrect CVV');
    expect(cvvError('1234')).toBe('Incorrect CVV');
    expect(cvvError('007')).toBeUndefined();
  });
});

describe('registration body', () => {
  const body = { ...details, sex: 1, age: 34, subscription_id: 2, ...card };

  it('accepts details, a package and a card', () => {
    expect(registrationBodySchema.safeParse(body).success).toBe(true);
  });

  it('gives every field its own message', () => {
    expect(
      errorsOf(registrationBodySchema, {
        ...body,
        purchase_pin: '1',
        age: 200,
        card_cvv: 'x',
        subscription_id: undefined,
      }),
    ).toEqual({
      purchase_pin: ['Purhase pin must contain 5 characters'],
      age: ['Invalid age'],
      card_cvv: ['CVV wrong characters'],
      subscription_id: ['Choose a subscription package'],
    });
  });

  it('rejects unknown fields', () => {
    expect(errorsOf(registrationBodySchema, { ...body, role: 'admin' })['']?.[0]).toMatch(
      /Unrecognized key: "role"/,
    );
  });
});
