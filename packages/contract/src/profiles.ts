import { z } from './zod.js';
import { idSchema } from './common.js';
import { maturityCeilings, profileAvatars } from './household.js';
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
  /** One of `profileAvatars`: the chosen one, or the one `sex` picks. */
  avatar: z.string(),
  /** A kids profile: the server hides everything rated above `maturity_ceiling`. */
  is_kids: z.boolean(),
  /** A parental rating code (`maturityCeilings`) on a kids profile; null on the others. */
  maturity_ceiling: z.nullable(z.string()),
  /** A title leaves My List once watched to the end. */
  auto_remove_watched: z.boolean(),
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
const avatarSchema = z.enum(profileAvatars, { error: ValidationKey.avatarUnknown });
const maturityCeilingSchema = z.enum(maturityCeilings, {
  error: ValidationKey.maturityCeilingUnknown,
});

/** The household fields create and update both take. */
const householdFields = {
  avatar: z.optional(avatarSchema),
  is_kids: z.optional(z.boolean()),
  /** Kept on kids profiles only; a new kids profile without one gets `DEFAULT_MATURITY_CEILING`. */
  maturity_ceiling: z.optional(maturityCeilingSchema),
  auto_remove_watched: z.optional(z.boolean()),
};

export const createProfileBodySchema = z.strictObject({
  name: profileNameSchema,
  first_name: z.optional(registrationDetailsShape.first_name),
  last_name: z.optional(registrationDetailsShape.last_name),
  sex: sexInputSchema,
  age: z.nullish(ageSchema),
  language: z.optional(languageCodeSchema),
  /** The profile's parental PIN; never returned, see `has_pin`. It also locks switching in. */
  pin: z.optional(parentalPinSchema),
  ...householdFields,
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
  ...householdFields,
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** Switches the session to one of the account's profiles; `pin` when the profile has one. */
export const switchProfileBodySchema = z.strictObject({
  profile_id: idSchema,
  pin: z.optional(parentalPinSchema),
});
export type SwitchProfileBody = z.input<typeof switchProfileBodySchema>;

export const deleteProfileBodySchema = z.strictObject({ profile_id: idSchema });
export type DeleteProfileBody = z.input<typeof deleteProfileBodySchema>;

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
