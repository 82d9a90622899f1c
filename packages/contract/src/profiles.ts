import { z } from './zod.js';
import { idSchema } from './common.js';
import { languageCodes } from './headers.js';
import {
  ageSchema,
  parentalPinSchema,
  purchasePinSchema,
  registrationDetailsShape,
  sexInputSchema,
  ValidationKey,
  ValidationMessage,
} from './validation.js';

/**
 * Viewing profiles (access §3): the profile as every call answers it, the bodies that create and
 * change one, and the PIN check. The calls are in `accountCalls` (account.ts).
 */

export const sexSchema = z.union([z.literal(0), z.literal(1)]); // 0 male, 1 female

/** A viewing profile. PINs never leave the server: `has_pin` says whether one is set. */
export const profileSchema = z.object({
  id: z.int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  sex: sexSchema,
  age: z.nullable(z.int()),
  is_default: z.boolean(),
  has_pin: z.boolean(),
  language: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const profileNameSchema = z
  .string({ error: ValidationKey.profileNameRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: ValidationKey.profileNameRequired }),
    z.maxLength(50, { error: ValidationKey.profileNameTooLong }),
  );
const languageCodeSchema = z.enum(languageCodes, { error: 'must be en, pt or pt_BR' });

export const createProfileBodySchema = z.strictObject({
  name: profileNameSchema,
  first_name: z.optional(registrationDetailsShape.first_name),
  last_name: z.optional(registrationDetailsShape.last_name),
  sex: sexInputSchema,
  age: z.nullish(ageSchema),
  language: z.optional(languageCodeSchema),
  /** The profile's parental PIN; never returned, see `has_pin`. */
  pin: z.optional(parentalPinSchema),
});
export type CreateProfileBody = z.input<typeof createProfileBodySchema>;

/** Profile fields to change; `id` defaults to the session's profile. */
export const updateProfileBodySchema = z.strictObject({
  id: z.optional(idSchema),
  name: z.optional(profileNameSchema),
  first_name: z.optional(registrationDetailsShape.first_name),
  last_name: z.optional(registrationDetailsShape.last_name),
  sex: z.optional(sexInputSchema),
  age: z.nullish(ageSchema),
  language: z.optional(languageCodeSchema),
  pin: z.optional(parentalPinSchema),
  /** The account's purchase PIN (one per account). */
  purchase_pin: z.optional(purchasePinSchema),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const pinTypes = ['parental', 'purchase'] as const;
export type PinType = (typeof pinTypes)[number];

/** A PIN to check: the parental PIN of the session's profile or the account's purchase PIN. */
export const checkPinBodySchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('parental'), pin: parentalPinSchema }),
    z.strictObject({ type: z.literal('purchase'), pin: purchasePinSchema }),
  ],
  { error: 'type must be parental or purchase' },
);
export type CheckPinBody = z.input<typeof checkPinBodySchema>;

/** The answer to a PIN check. A wrong PIN is `ok: false` with one of `wrongPinMessage`. */
export const pinCheckSchema = z.object({ ok: z.boolean() });
export type PinCheck = z.infer<typeof pinCheckSchema>;

/** The spec's wrong-PIN texts, by PIN type. */
export const wrongPinMessage: Record<PinType, string> = {
  parental: ValidationMessage.wrongParentalPin,
  purchase: ValidationMessage.wrongPurchasePin,
};
