import { z } from 'zod/mini';
import {
  DEFAULT_MATURITY_CEILING,
  ValidationKey,
  ageSchema,
  createProfileBodySchema,
  languageCodes,
  maturityCeilings,
  profileAvatars,
  parentalPinSchema,
  purchasePinSchema,
  registrationDetailsShape,
  sexInputSchema,
  updateProfileBodySchema,
  type CreateProfileBody,
  type Profile,
  type LanguageCode,
  type UpdateProfileBody,
} from '@marquee/contract';
import { avatarOf } from '@/shared/ui/profile-avatar';

/** Copies the issues of a failed inner check onto the outer field, keeping their texts. */
function check<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  ctx: z.core.ParsePayload,
): T | typeof z.NEVER {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // zod/mini's transform context has no addIssue: issues go straight onto the parse payload.
  for (const issue of result.error.issues) {
    ctx.issues.push({ code: 'custom', message: issue.message, input: value });
  }
  return z.NEVER;
}

/** An optional PIN field: empty keeps the current PIN, anything else must be a valid PIN. */
const optionalPin = (pin: z.ZodMiniType<string>) =>
  z.pipe(
    z.string(),
    z.transform((value, ctx) => (value === '' ? '' : check(pin, value, ctx))),
  );

/** An optional age: empty is no age, anything else must be a valid age. */
const optionalAge = z.pipe(
  z.string(),
  z.transform((value, ctx) => (value.trim() === '' ? null : check(ageSchema, value, ctx))),
);

/** Gender from radio buttons: nothing chosen yet is "Gender required". */
const sexField = z.pipe(
  z.string(),
  z.transform((value, ctx) => check(sexInputSchema, value, ctx)),
);

const avatarSchema = z.enum(profileAvatars, { error: ValidationKey.avatarUnknown });

/**
 * What a household asks of a profile, in both forms: its avatar, whether it is a kids profile
 * and its ceiling, its language, and whether My List drops what it has watched.
 */
const householdShape = {
  // None chosen yet (a new profile): the server gives the gender's.
  avatar: z.pipe(
    z.string(),
    z.transform((value, ctx) => (value === '' ? ('' as const) : check(avatarSchema, value, ctx))),
  ),
  is_kids: z.boolean(),
  maturity_ceiling: z.enum(maturityCeilings, { error: ValidationKey.maturityCeilingUnknown }),
  language: z.enum(languageCodes),
  auto_remove_watched: z.boolean(),
};

type HouseholdValues = z.output<z.ZodMiniObject<typeof householdShape>>;

/** The household fields of a body: the ceiling only for a kids profile, an avatar once chosen. */
function householdBodyOf(values: HouseholdValues) {
  return {
    ...(values.avatar ? { avatar: values.avatar } : {}),
    is_kids: values.is_kids,
    ...(values.is_kids ? { maturity_ceiling: values.maturity_ceiling } : {}),
    language: values.language,
    auto_remove_watched: values.auto_remove_watched,
  };
}

/** The profile form (update): the contract's rules, with empty PINs meaning "unchanged". */
export const profileFormSchema = z.object({
  name: updateProfileBodySchema.shape.name.def.innerType,
  first_name: registrationDetailsShape.first_name,
  last_name: registrationDetailsShape.last_name,
  age: optionalAge,
  sex: sexField,
  pin: optionalPin(parentalPinSchema),
  purchase_pin: optionalPin(purchasePinSchema),
  ...householdShape,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

const asLanguage = (code: string, fallback: LanguageCode): LanguageCode =>
  languageCodes.find((known) => known === code) ?? fallback;

const asCeiling = (code: string | null) =>
  maturityCeilings.find((known) => known === code) ?? DEFAULT_MATURITY_CEILING;

/** The form's starting values: the profile as it is, PINs empty. */
export function profileFormDefaults(profile: Profile): ProfileFormInput {
  return {
    name: profile.name,
    first_name: profile.first_name,
    last_name: profile.last_name,
    age: profile.age === null ? '' : String(profile.age),
    sex: profile.sex === 1 ? 'female' : 'male',
    pin: '',
    purchase_pin: '',
    avatar: avatarOf(profile),
    is_kids: profile.is_kids,
    maturity_ceiling: asCeiling(profile.maturity_ceiling),
    language: asLanguage(profile.language, 'en'),
    auto_remove_watched: profile.auto_remove_watched,
  };
}

/** The update body: the profile's id and fields, PINs only when typed. */
export function updateProfileBodyOf(id: number, values: ProfileFormValues): UpdateProfileBody {
  const { pin, purchase_pin: purchasePin, name, first_name, last_name, age, sex } = values;
  return {
    id,
    name,
    first_name,
    last_name,
    age,
    sex,
    ...(pin ? { pin } : {}),
    ...(purchasePin ? { purchase_pin: purchasePin } : {}),
    ...householdBodyOf(values),
  };
}

/**
 * The new-profile form: a name, gender, an optional age and an optional parental PIN, and the
 * household's fields.
 */
export const createProfileFormSchema = z.object({
  name: createProfileBodySchema.shape.name,
  sex: sexField,
  age: optionalAge,
  pin: optionalPin(parentalPinSchema),
  ...householdShape,
});
export type CreateProfileFormInput = z.input<typeof createProfileFormSchema>;
export type CreateProfileFormValues = z.output<typeof createProfileFormSchema>;

/** A new profile starts in the interface's language, no avatar chosen (its gender's then). */
export function createProfileFormDefaults(language: LanguageCode): CreateProfileFormInput {
  return {
    name: '',
    sex: '',
    age: '',
    pin: '',
    avatar: '',
    is_kids: false,
    maturity_ceiling: DEFAULT_MATURITY_CEILING,
    language,
    // As the server's default: a film watched to the end leaves My List.
    auto_remove_watched: true,
  };
}

/** The create body, leaving out what was left empty. */
export function createProfileBodyOf(values: CreateProfileFormValues): CreateProfileBody {
  return {
    name: values.name,
    sex: values.sex,
    ...(values.age === null ? {} : { age: values.age }),
    ...(values.pin ? { pin: values.pin } : {}),
    ...householdBodyOf(values),
  };
}
