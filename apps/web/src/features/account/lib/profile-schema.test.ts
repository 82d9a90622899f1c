import { describe, expect, it } from 'vitest';
import { isValidationKey, validationText } from '@marquee/contract';
import { makeUser } from '@/test/fixtures';
import {
  createProfileBodyOf,
  createProfileFormSchema,
  profileFormDefaults,
  profileFormSchema,
  updateProfileBodyOf,
} from './profile-schema';

/** The issues' messages (validation keys, each checked) as their English texts. */
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => {
    expect(isValidationKey(issue.message), issue.message).toBe(true);
    return validationText(issue.message);
  }) ?? [];

describe('profile form', () => {
  const defaults = profileFormDefaults(makeUser().profile);

  it('starts from the profile, with empty PINs', () => {
    expect(defaults).toMatchObject({ name: 'Demo', age: '30', sex: 'female', pin: '' });
  });

  it('keeps the PINs when left empty and sends them when typed', () => {
    const values = profileFormSchema.parse(defaults);
    expect(updateProfileBodyOf(1, values)).toEqual({
      id: 1,
      name: 'Demo',
      first_name: 'Demo',
      last_name: 'User',
      age: 30,
      sex: 1,
    });
    const withPins = profileFormSchema.parse({ ...defaults, pin: '1234', purchase_pin: '12345' });
    expect(updateProfileBodyOf(1, withPins)).toMatchObject({ pin: '1234', purchase_pin: '12345' });
  });

  it('applies the spec rules with their texts', () => {
    const result = profileFormSchema.safeParse({
      ...defaults,
      first_name: 'Ann3',
      age: '131',
      pin: '12',
      purchase_pin: '1234',
    });
    expect(messages(result)).toEqual([
      'First name must not contain numbers',
      'Invalid age',
      'Parental pin must contain 4 characters',
      'Purhase pin must contain 5 characters',
    ]);
  });
});

describe('create-profile form', () => {
  it('needs a name and a gender', () => {
    const result = createProfileFormSchema.safeParse({ name: '', sex: '', age: '', pin: '' });
    expect(messages(result)).toEqual(['Profile name required', 'Gender required']);
  });

  it('leaves out an empty age and PIN', () => {
    const values = createProfileFormSchema.parse({ name: 'Kids', sex: 'male', age: '', pin: '' });
    expect(createProfileBodyOf(values)).toEqual({ name: 'Kids', sex: 0 });
    const full = createProfileFormSchema.parse({
      name: 'Ana',
      sex: 'female',
      age: '9',
      pin: '0000',
    });
    expect(createProfileBodyOf(full)).toEqual({ name: 'Ana', sex: 1, age: 9, pin: '0000' });
  });
});
