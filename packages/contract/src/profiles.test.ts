import { describe, expect, it } from 'vitest';
import {
  checkPinBodySchema,
  createProfileBodySchema,
  updateProfileBodySchema,
  wrongPinMessage,
} from './profiles.js';
import { loginDataSchema } from './account.js';
import { describeIssues } from './issues.js';

describe('PIN check', () => {
  it('takes a 4-character parental PIN or a 5-character purchase PIN', () => {
    expect(checkPinBodySchema.parse({ type: 'parental', pin: '1234' })).toEqual({
      type: 'parental',
      pin: '1234',
    });
    expect(checkPinBodySchema.parse({ type: 'purchase', pin: '12345' }).type).toBe('purchase');
    expect(
      describeIssues(checkPinBodySchema.safeParse({ type: 'purchase', pin: '1234' }).error!),
    ).toBe('pin: Purhase pin must contain 5 characters');
    expect(
      describeIssues(checkPinBodySchema.safeParse({ type: 'parental', pin: '12345' }).error!),
    ).toBe('pin: Parental pin must contain 4 characters');
    expect(describeIssues(checkPinBodySchema.safeParse({ type: 'admin', pin: '1' }).error!)).toBe(
      'type: type must be parental or purchase',
    );
  });

  it('has the spec wrong-PIN texts', () => {
    expect(wrongPinMessage).toEqual({
      parental: 'Wrong parental pin!',
      purchase: 'Wrong purchase pin!',
    });
  });
});

describe('profiles', () => {
  it('create with a name and gender, PIN optional', () => {
    expect(createProfileBodySchema.parse({ name: 'Kids', sex: 'male', pin: '0000' })).toEqual({
      name: 'Kids',
      sex: 0,
      pin: '0000',
    });
    expect(describeIssues(createProfileBodySchema.safeParse({ sex: 1 }).error!)).toBe(
      'name: Profile name required',
    );
  });

  it('update any subset, PINs included', () => {
    expect(updateProfileBodySchema.parse({ purchase_pin: '54321' })).toEqual({
      purchase_pin: '54321',
    });
    expect(updateProfileBodySchema.safeParse({ language: 'fr' }).success).toBe(false);
  });

  it('never carry a PIN back', () => {
    const keys = [
      ...Object.keys(loginDataSchema.shape.profile.shape),
      ...Object.keys(loginDataSchema.shape.account.shape),
    ];
    expect(keys.filter((key) => key === 'pin' || key === 'purchase_pin')).toEqual([]);
  });
});
