import { describe, expect, it } from 'vitest';
import type { z } from './zod.js';
import {
  ageSchema,
  cardSchema,
  forgotPasswordFormSchema,
  isCardExpired,
  loginFormSchema,
  parentalPinSchema,
  purchasePinSchema,
  registrationBodySchema,
  registrationDetailsSchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
  sexInputSchema,
  subscriptionChoiceSchema,
  ValidationLimit,
  ValidationMessage,
  validationText,
} from './validation.js';

/** Messages of a failed parse in English, as the server answers them, by field path (`''` for the whole value). */
function errorsOf(schema: z.ZodMiniType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(validationText(issue.message));
  }
  return out;
}

/** The first message of one field, as a form shows it. */
function firstError(schema: z.ZodMiniType, value: unknown, field = ''): string | undefined {
  return errorsOf(schema, value)[field]?.[0];
}

const details = {
  first_name: 'Ana',
  last_name: 'Silva',
  email: 'ana@example.com',
  password: 'abcd',
  confirm_password: 'abcd',
  age: '34',
  pin: '1234',
  purchase_pin: '12345',
  sex: 'female',
};

const card = {
  card_first_name: 'Ana',
  card_last_name: 'Silva',
  card_number: '4242424242424242',
  card_expiry_month: '12',
  card_expiry_year: '2099',
  card_cvv: '123',
};

describe('the spec texts', () => {
  it('keeps the quoted texts exactly, typo included', () => {
    expect(ValidationMessage).toMatchObject({
      identifierRequired: 'Email or username required',
      passwordRequired: 'Password required',
      invalidEmail: 'Invalid email address',
      confirmPasswordRequired: 'Confirm password required',
      passwordTooShort: 'Password must contain minimum 4 characters',
      passwordsDontMatch: "Password don't match",
      purchasePinLength: 'Purhase pin must contain 5 characters',
      invalidAge: 'Invalid age',
      cvvCharacters: 'CVV wrong characters',
      cvvLength: 'Incorrect CVV',
      fieldsRequired: 'this fields are required',
      wrongParentalPin: 'Wrong parental pin!',
      wrongPurchasePin: 'Wrong purchase pin!',
      enterValidEmail: 'Enter a valid email address',
      passwordDoesntMatch: "Password doesn't match",
    });
  });

  it('keeps the limits of access §9', () => {
    expect(ValidationLimit).toMatchObject({
      passwordMin: 4,
      purchasePinLength: 5,
      parentalPinLength: 4,
      ageMin: 1,
      ageMax: 130,
      ageInputMaxLength: 3,
      cvvLength: 3,
      cardNumberMin: 16,
      cardNumberSubmitGuard: 14,
    });
  });
});

describe('login form', () => {
  it('accepts an identifier and a password', () => {
    expect(loginFormSchema.parse({ identifier: ' ana ', password: 'x' })).toEqual({
      identifier: 'ana',
      password: 'x',
    });
  });

  it('requires the identifier', () => {
    for (const identifier of ['', '   ', undefined]) {
      expect(firstError(loginFormSchema, { identifier, password: 'x' }, 'identifier')).toBe(
        'Email or username required',
      );
    }
  });

  it('requires the password but not its length', () => {
    expect(firstError(loginFormSchema, { identifier: 'ana', password: '' }, 'password')).toBe(
      'Password required',
    );
    expect(loginFormSchema.safeParse({ identifier: 'ana', password: '1' }).success).toBe(true);
  });
});

describe('forgot-password form', () => {
  it('accepts an e-mail address', () => {
    expect(forgotPasswordFormSchema.parse({ email: ' ana@example.com ' })).toEqual({
      email: 'ana@example.com',
    });
  });

  it('requires an e-mail address', () => {
    expect(firstError(forgotPasswordFormSchema, { email: '' }, 'email')).toBe('Email required');
  });

  it('rejects what is not an e-mail address', () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana@example', 'a b@example.com']) {
      expect(firstError(forgotPasswordFormSchema, { email }, 'email')).toBe(
        'Invalid email address',
      );
    }
  });
});

describe('reset-password form', () => {
  it('accepts two equal passwords of 4 characters', () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: 'abcd', confirm_password: 'abcd' }),
    ).toMatchObject({ success: true });
  });

  it('requires the new password and its confirmation', () => {
    const errors = errorsOf(resetPasswordFormSchema, { password: '', confirm_password: '' });
    expect(errors['password']?.[0]).toBe('Password required');
    expect(errors['confirm_password']?.[0]).toBe('Confirm password required');
  });

  it('needs at least 4 characters', () => {
    expect(
      firstError(resetPasswordFormSchema, { password: 'abc', confirm_password: 'abc' }, 'password'),
    ).toBe('Password must contain minimum 4 characters');
  });

  it('needs both to match, reported on the confirmation', () => {
    expect(
      errorsOf(resetPasswordFormSchema, { password: 'abcd', confirm_password: 'abce' }),
    ).toEqual({ confirm_password: ["Password don't match"] });
  });

  it('as a request body also needs the token', () => {
    expect(
      resetPasswordBodySchema.safeParse({ token: 't', password: 'abcd', confirm_password: 'abcd' })
        .success,
    ).toBe(true);
    expect(
      firstError(resetPasswordBodySchema, { password: 'abcd', confirm_password: 'abcd' }, 'token'),
    ).toBe('Reset token required');
  });
});

describe('registration details', () => {
  it('accepts valid details and gives the API values', () => {
    expect(registrationDetailsSchema.parse(details)).toEqual({
      ...details,
      age: 34,
      sex: 1,
    });
  });

  it('requires first and last names that are not numeric', () => {
    expect(
      errorsOf(registrationDetailsSchema, { ...details, first_name: '', last_name: '' }),
    ).toEqual({ first_name: ['First name required'], last_name: ['Last name required'] });
    expect(
      errorsOf(registrationDetailsSchema, { ...details, first_name: '123', last_name: 'Ana2' }),
    ).toEqual({
      first_name: ['First name must not contain numbers'],
      last_name: ['Last name must not contain numbers'],
    });
  });

  it('requires a valid e-mail address', () => {
    expect(firstError(registrationDetailsSchema, { ...details, email: '' }, 'email')).toBe(
      'Email required',
    );
    expect(firstError(registrationDetailsSchema, { ...details, email: 'ana' }, 'email')).toBe(
      'Enter a valid email address',
    );
  });

  it('requires both passwords, 4 characters each, and equal', () => {
    expect(
      errorsOf(registrationDetailsSchema, { ...details, password: '', confirm_password: '' }),
    ).toEqual({ password: ['Password required'], confirm_password: ['Confirm password required'] });
    expect(
      errorsOf(registrationDetailsSchema, { ...details, password: 'abc', confirm_password: 'abc' }),
    ).toEqual({
      password: ['Password must contain minimum 4 characters'],
      confirm_password: ['Password must contain minimum 4 characters'],
    });
    expect(
      errorsOf(registrationDetailsSchema, {
        ...details,
        password: 'abcd',
        confirm_password: 'abcde',
      }),
    ).toEqual({ confirm_password: ["Password doesn't match"] });
  });

  it('requires a purchase PIN of exactly 5 characters', () => {
    expect(firstError(purchasePinSchema, '')).toBe('Purchase pin required');
    expect(firstError(purchasePinSchema, '1234')).toBe('Purhase pin must contain 5 characters');
    expect(firstError(purchasePinSchema, '123456')).toBe('Purhase pin must contain 5 characters');
    expect(firstError(purchasePinSchema, '12a45')).toBe('Purchase PIN must contain 5 numbers');
    expect(purchasePinSchema.parse('01234')).toBe('01234');
    expect(
      firstError(registrationDetailsSchema, { ...details, purchase_pin: '1234' }, 'purchase_pin'),
    ).toBe('Purhase pin must contain 5 characters');
  });

  it('requires a parental PIN of exactly 4 characters', () => {
    expect(firstError(parentalPinSchema, undefined)).toBe('Parental pin required');
    expect(firstError(parentalPinSchema, '123')).toBe('Parental pin must contain 4 characters');
    expect(firstError(parentalPinSchema, '12345')).toBe('Parental pin must contain 4 characters');
    expect(firstError(parentalPinSchema, '12 4')).toBe('Parental PIN must contain 4 numbers');
    expect(parentalPinSchema.parse('0000')).toBe('0000');
  });

  it('requires an age from 1 to 130', () => {
    expect(firstError(ageSchema, '')).toBe('Age required');
    expect(firstError(ageSchema, undefined)).toBe('Age required');
    for (const age of ['0', '131', '-1', '1.5', 'ten', '1e2', 0, 131, 2.5]) {
      expect(firstError(ageSchema, age)).toBe('Invalid age');
    }
    expect(ageSchema.parse('1')).toBe(1);
    expect(ageSchema.parse('130')).toBe(130);
    expect(ageSchema.parse(42)).toBe(42);
  });

  it('requires a gender, male (0) or female (1)', () => {
    expect(firstError(sexInputSchema, '')).toBe('Gender required');
    expect(firstError(sexInputSchema, undefined)).toBe('Gender required');
    expect(firstError(sexInputSchema, 'other')).toBe('Gender must be male or female');
    expect(sexInputSchema.parse('male')).toBe(0);
    expect(sexInputSchema.parse('female')).toBe(1);
    expect(sexInputSchema.parse(0)).toBe(0);
    expect(sexInputSchema.parse('1')).toBe(1);
  });
});

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
