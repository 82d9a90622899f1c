import { describe, expect, it } from 'vitest';
import {
  ageSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  parentalPinSchema,
  purchasePinSchema,
  registrationDetailsSchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
  sexInputSchema,
  ValidationLimit,
  ValidationMessage,
} from './validation.js';
import { details, errorsOf, firstError } from './validation-cases.js';

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
