import { z } from 'zod/mini';
import {
  ageSchema,
  createProfileBodySchema,
  parentalPinSchema,
  purchasePinSchema,
  registrationDetailsShape,
  sexInputSchema,
  updateProfileBodySchema,
  type CreateProfileBody,
  type Profile,
  type UpdateProfileBody,
} from '@marquee/contract';

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

/** The profile form (update): the contract's rules, with empty PINs meaning "unchanged". */
export const profileFormSchema = z.object({
  name: updateProfileBodySchema.shape.name.def.innerType,
  first_name: registrationDetailsShape.first_name,
  last_name: registrationDetailsShape.last_name,
  age: optionalAge,
  sex: sexField,
  pin: optionalPin(parentalPinSchema),
  purchase_pin: optionalPin(purchasePinSchema),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

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
  };
}

/** The update body: the profile's id and fields, PINs only when typed. */
export function updateProfileBodyOf(id: number, values: ProfileFormValues): UpdateProfileBody {
  const { pin, purchase_pin: purchasePin, ...fields } = values;
  return {
    id,
    ...fields,
    ...(pin ? { pin } : {}),
    ...(purchasePin ? { purchase_pin: purchasePin } : {}),
  };
}

/** The new-profile form: a name, gender, an optional age and an optional parental PIN. */
export const createProfileFormSchema = z.object({
  name: createProfileBodySchema.shape.name,
  sex: sexField,
  age: optionalAge,
  pin: optionalPin(parentalPinSchema),
});
export type CreateProfileFormInput = z.input<typeof createProfileFormSchema>;
export type CreateProfileFormValues = z.output<typeof createProfileFormSchema>;

export const createProfileFormDefaults: CreateProfileFormInput = {
  name: '',
  sex: '',
  age: '',
  pin: '',
};

/** The create body, leaving out what was left empty. */
export function createProfileBodyOf(values: CreateProfileFormValues): CreateProfileBody {
  return {
    name: values.name,
    sex: values.sex,
    ...(values.age === null ? {} : { age: values.age }),
    ...(values.pin ? { pin: values.pin } : {}),
  };
}
