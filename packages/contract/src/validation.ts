import { z } from './zod.js';
import { ValidationKey, type ValidationMessageKey } from './validation-texts.js';

export * from './validation-texts.js';

/**
 * Form rules of the spec (access §5), shared by the web forms and the server's request bodies.
 * Every message a form can show is a key of `ValidationMessage` (validation-texts.ts).
 */

/** Limits of the spec (access §9). */
export const ValidationLimit = {
  passwordMin: 4,
  purchasePinLength: 5,
  parentalPinLength: 4,
  ageMin: 1,
  ageMax: 130,
  /** Characters the age input accepts. */
  ageInputMaxLength: 3,
  cvvLength: 3,
  cardNumberMin: 16,
  /** The registration submit guard is looser than the form check (spec: access §5). */
  cardNumberSubmitGuard: 14,
  cardNumberMax: 19,
} as const;

const M = ValidationKey;
const L = ValidationLimit;
const DIGITS = /^\d+$/;

/** A required text field: missing, not text or blank all give `required`. */
function requiredText(required: ValidationMessageKey) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required, abort: true }));
}

/** A name: required and free of digits. */
function nameField(required: ValidationMessageKey, numeric: ValidationMessageKey) {
  return requiredText(required).check(
    z.maxLength(100, { error: M.nameTooLong }),
    z.refine((value) => !/\d/.test(value), { error: numeric }),
  );
}

/** A whole number typed into a form (text) or sent as JSON (number), within a range. */
function wholeNumberField(
  required: ValidationMessageKey,
  invalid: ValidationMessageKey,
  min: number,
  max: number,
) {
  const numberOrDigits = z
    .union([z.number(), z.string().check(z.trim())], { error: required })
    .check(
      z.refine((value) => value !== '', { error: required, abort: true }),
      z.refine((value) => typeof value === 'number' || DIGITS.test(value), {
        error: invalid,
        abort: true,
      }),
    );
  const inRange = z
    .number()
    .check(
      z.int({ error: invalid }),
      z.gte(min, { error: invalid }),
      z.lte(max, { error: invalid }),
    );
  return z.pipe(z.pipe(numberOrDigits, z.transform(Number)), inRange);
}

/** A PIN: text (leading zeros matter), exactly `length` digits. */
function pinField(
  required: ValidationMessageKey,
  lengthMessage: ValidationMessageKey,
  digitsMessage: ValidationMessageKey,
  length: number,
) {
  return z
    .string({ error: required })
    .check(
      z.minLength(1, { error: required, abort: true }),
      z.length(length, { error: lengthMessage, abort: true }),
      z.regex(DIGITS, { error: digitsMessage }),
    );
}

export const identifierSchema = requiredText(M.identifierRequired);
/** Login password: only required; the length rule is for new passwords. */
export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .check(z.minLength(1, { error: M.passwordRequired, abort: true }));
export const newPasswordSchema = passwordSchema.check(
  z.minLength(L.passwordMin, { error: M.passwordTooShort }),
);
export const confirmPasswordSchema = z
  .string({ error: M.confirmPasswordRequired })
  .check(
    z.minLength(1, { error: M.confirmPasswordRequired, abort: true }),
    z.minLength(L.passwordMin, { error: M.passwordTooShort }),
  );

/** An e-mail address, checked with zod's e-mail pattern. */
export function emailField(invalid: ValidationMessageKey = M.invalidEmail) {
  return requiredText(M.emailRequired).check(
    z.maxLength(254, { error: invalid }),
    z.regex(z.regexes.email, { error: invalid }),
  );
}
export const emailSchema = emailField();

export const parentalPinSchema = pinField(
  M.parentalPinRequired,
  M.parentalPinLength,
  M.parentalPinDigits,
  L.parentalPinLength,
);
export const purchasePinSchema = pinField(
  M.purchasePinRequired,
  M.purchasePinLength,
  M.purchasePinDigits,
  L.purchasePinLength,
);
export const ageSchema = wholeNumberField(M.ageRequired, M.invalidAge, L.ageMin, L.ageMax);

/** Gender as a form gives it (male/female) or as the API sends it (0 male, 1 female). */
export const sexInputSchema = z.pipe(
  z.union([z.literal(0), z.literal(1), z.enum(['0', '1', 'male', 'female'])], {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? M.genderRequired : M.invalidGender,
  }),
  z.transform((value): 0 | 1 => (value === 1 || value === '1' || value === 'female' ? 1 : 0)),
);

type PasswordPair = { password: string; confirm_password: string };

const newPasswordPair = z.object({
  password: newPasswordSchema,
  confirm_password: confirmPasswordSchema,
});

/** Adds the "both passwords equal" rule; it runs once both fields pass their own rules. */
export function withMatchingPasswords<T extends z.ZodMiniType<PasswordPair>>(
  schema: T,
  message: ValidationMessageKey,
) {
  return schema.check(
    z.refine((value) => value.password === value.confirm_password, {
      error: message,
      path: ['confirm_password'],
      when: (payload) => newPasswordPair.safeParse(payload.value).success,
    }),
  );
}

export const loginFormSchema = z.object({
  identifier: identifierSchema,
  password: passwordSchema,
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

export const resetPasswordFormShape = newPasswordPair.shape;
export const resetPasswordFormSchema = withMatchingPasswords(newPasswordPair, M.passwordsDontMatch);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** Step 0 of registration ("about you"), with the API's field names. */
export const registrationDetailsShape = {
  first_name: nameField(M.firstNameRequired, M.firstNameNumeric),
  last_name: nameField(M.lastNameRequired, M.lastNameNumeric),
  email: emailField(M.enterValidEmail),
  password: newPasswordSchema,
  confirm_password: confirmPasswordSchema,
  age: ageSchema,
  pin: parentalPinSchema,
  purchase_pin: purchasePinSchema,
  sex: sexInputSchema,
};
export const registrationDetailsSchema = withMatchingPasswords(
  z.object(registrationDetailsShape),
  M.passwordDoesntMatch,
);
export type RegistrationDetailsForm = z.input<typeof registrationDetailsSchema>;
export type RegistrationDetails = z.output<typeof registrationDetailsSchema>;

/** Step 1 of registration: a package must be chosen. */
export const subscriptionChoiceSchema = z.object({
  // Bounded like every id, so no number reaches the database as a key it cannot hold.
  subscription_id: z.coerce
    .number({ error: M.subscriptionRequired })
    .check(
      z.int({ error: M.subscriptionRequired }),
      z.positive({ error: M.subscriptionRequired }),
      z.lte(2_147_483_647, { error: M.subscriptionRequired }),
    ),
});
export type SubscriptionChoice = z.input<typeof subscriptionChoiceSchema>;

/** Card fields, prefixed so they sit beside the details in one registration body. */
export const cardShape = {
  card_first_name: nameField(M.cardFirstNameRequired, M.cardFirstNameNumeric),
  card_last_name: nameField(M.cardLastNameRequired, M.cardLastNameNumeric),
  card_number: z
    .string({ error: M.cardNumberRequired })
    .check(
      z.minLength(1, { error: M.cardNumberRequired, abort: true }),
      z.regex(DIGITS, { error: M.cardNumberDigits, abort: true }),
      z.minLength(L.cardNumberMin, { error: M.cardNumberTooShort }),
      z.maxLength(L.cardNumberMax, { error: M.cardNumberTooLong }),
    ),
  card_expiry_month: wholeNumberField(M.expiryMonthRequired, M.invalidExpiryMonth, 1, 12),
  card_expiry_year: wholeNumberField(M.expiryYearRequired, M.invalidExpiryYear, 2000, 2099),
  card_cvv: z
    .string({ error: M.cvvRequired })
    .check(
      z.minLength(1, { error: M.cvvRequired, abort: true }),
      z.regex(DIGITS, { error: M.cvvCharacters, abort: true }),
      z.length(L.cvvLength, { error: M.cvvLength }),
    ),
};

type CardExpiry = { card_expiry_month: number; card_expiry_year: number };
const cardExpiryPair = z.object({
  card_expiry_month: cardShape.card_expiry_month,
  card_expiry_year: cardShape.card_expiry_year,
});

/** Whether a card is still valid in the given month (it works until its month's end). */
export function isCardExpired(month: number, year: number, now: Date = new Date()): boolean {
  return year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;
}

/** Adds the "card not expired" rule; it runs once month and year pass their own rules. */
export function withCardNotExpired<T extends z.ZodMiniType<CardExpiry>>(schema: T) {
  return schema.check(
    z.refine((value) => !isCardExpired(value.card_expiry_month, value.card_expiry_year), {
      error: M.cardExpired,
      path: ['card_expiry_year'],
      when: (payload) => cardExpiryPair.safeParse(payload.value).success,
    }),
  );
}

/** Step 2 of registration: the card, for the payment gateway. Never stored as given. */
export const cardSchema = withCardNotExpired(z.object(cardShape));
export type CardForm = z.input<typeof cardSchema>;
export type Card = z.output<typeof cardSchema>;

/** The registration request: details, package and card, with every rule above. */
export const registrationBodySchema = withCardNotExpired(
  withMatchingPasswords(
    z.strictObject({
      ...registrationDetailsShape,
      ...subscriptionChoiceSchema.shape,
      ...cardShape,
    }),
    M.passwordDoesntMatch,
  ),
);
export type RegistrationBody = z.input<typeof registrationBodySchema>;

/** The reset-password request: the token from the recovery e-mail and the new password twice. */
export const resetPasswordBodySchema = withMatchingPasswords(
  z.strictObject({
    token: requiredText(M.resetTokenRequired).check(
      z.maxLength(512, { error: M.resetTokenTooLong }),
    ),
    ...resetPasswordFormShape,
  }),
  M.passwordsDontMatch,
);
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
