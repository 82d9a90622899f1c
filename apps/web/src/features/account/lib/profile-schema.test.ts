import { describe, expect, it } from 'vitest';
import { isValidationKey, validationText } from '@marquee/contract';
import { makeProfile, makeUser } from '@/test/fixtures';
import {
  createProfileBodyOf,
  createProfileFormDefaults,
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
      avatar: 'female',
      is_kids: false,
      language: 'en',
      auto_remove_watched: true,
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

describe('the household fields', () => {
  const defaults = profileFormDefaults(makeUser().profile);

  it("start from a kids profile's avatar, ceiling and language", () => {
    const kid = makeProfile({
      avatar: 'fox',
      is_kids: true,
      maturity_ceiling: 'G',
      language: 'pt_BR',
      auto_remove_watched: false,
    });
    expect(profileFormDefaults(kid)).toMatchObject({
      avatar: 'fox',
      is_kids: true,
      maturity_ceiling: 'G',
      language: 'pt_BR',
      auto_remove_watched: false,
    });
  });

  it("give a grown-up's profile the default ceiling (PG) to start from, should it become a kids one", () => {
    expect(profileFormDefaults(makeProfile({ maturity_ceiling: null })).maturity_ceiling).toBe(
      'PG',
    );
  });

  it('send the ceiling only for a kids profile', () => {
    const kids = profileFormSchema.parse({ ...defaults, is_kids: true, maturity_ceiling: 'PG-13' });
    expect(updateProfileBodyOf(1, kids)).toMatchObject({
      is_kids: true,
      maturity_ceiling: 'PG-13',
    });
    const grownUp = profileFormSchema.parse({ ...defaults, maturity_ceiling: 'G' });
    expect(updateProfileBodyOf(1, grownUp)).not.toHaveProperty('maturity_ceiling');
  });

  it("say the contract's texts for an avatar or a ceiling it does not know", () => {
    const result = profileFormSchema.safeParse({
      ...defaults,
      avatar: 'dragon',
      maturity_ceiling: 'R',
    });
    expect(messages(result)).toEqual(['Choose one of the avatars', 'Choose G, PG or PG-13']);
  });
});

describe('create-profile form', () => {
  const fresh = createProfileFormDefaults('pt');

  it('needs a name and a gender', () => {
    const result = createProfileFormSchema.safeParse(fresh);
    expect(messages(result)).toEqual(['Profile name required', 'Gender required']);
  });

  it("starts in the interface's language, no avatar chosen, not a kids profile", () => {
    expect(fresh).toMatchObject({ avatar: '', is_kids: false, language: 'pt' });
  });

  it('leaves out an empty age, PIN and avatar', () => {
    const values = createProfileFormSchema.parse({ ...fresh, name: 'Kids', sex: 'male' });
    expect(createProfileBodyOf(values)).toEqual({
      name: 'Kids',
      sex: 0,
      is_kids: false,
      language: 'pt',
      auto_remove_watched: true,
    });
    const full = createProfileFormSchema.parse({
      ...fresh,
      name: 'Ana',
      sex: 'female',
      age: '9',
      pin: '0000',
      avatar: 'owl',
      is_kids: true,
      maturity_ceiling: 'G',
    });
    expect(createProfileBodyOf(full)).toEqual({
      name: 'Ana',
      sex: 1,
      age: 9,
      pin: '0000',
      avatar: 'owl',
      is_kids: true,
      maturity_ceiling: 'G',
      language: 'pt',
      auto_remove_watched: true,
    });
  });
});
