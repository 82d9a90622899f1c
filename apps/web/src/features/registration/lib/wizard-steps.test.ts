import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { formatPackagePrice } from './package-price';
import { registrationFailureMessages } from './registration-failure';
import {
  canLeaveSubscriptionStep,
  nextStep,
  passesSubmitGuard,
  previousStep,
} from './wizard-steps';

describe('wizard steps', () => {
  it('goes 0 → 1 → 2, and the last step submits', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(1)).toBe(2);
    expect(nextStep(2)).toBeNull();
  });

  it('goes back one step, and leaves the wizard from the first step', () => {
    expect(previousStep(2)).toBe(1);
    expect(previousStep(1)).toBe(0);
    expect(previousStep(0)).toBe('leave');
  });

  it('needs a package to leave the subscription step', () => {
    expect(canLeaveSubscriptionStep(undefined)).toBe(false);
    expect(canLeaveSubscriptionStep(0)).toBe(false);
    expect(canLeaveSubscriptionStep(Number.NaN)).toBe(false);
    expect(canLeaveSubscriptionStep(2)).toBe(true);
  });

  it('guards the submit with 14 digits', () => {
    expect(passesSubmitGuard('4242424242424')).toBe(false);
    expect(passesSubmitGuard('42424242424242')).toBe(true);
    expect(passesSubmitGuard('4242 4242 4242')).toBe(false);
  });
});

describe('registrationFailureMessages', () => {
  const failure = (message: string, errors?: Record<string, string[]>) =>
    new ApiError({ kind: 'envelope', status: 0, message, httpStatus: 400, errors });

  it('keeps the first e-mail error and the first password error', () => {
    const error = failure('Registration failed', {
      first_name: ['First name required'],
      email: ['Already declared email or username!', 'Invalid email address'],
      password: ['Password must contain minimum 4 characters', 'Password required'],
    });
    expect(registrationFailureMessages(error)).toEqual([
      'Already declared email or username!',
      'Password must contain minimum 4 characters',
    ]);
  });

  it('shows one of the two when only one is there', () => {
    expect(registrationFailureMessages(failure('x', { password: ['Password required'] }))).toEqual([
      'Password required',
    ]);
  });

  it("falls back on the answer's message, e.g. a declined card", () => {
    expect(registrationFailureMessages(failure('Card declined: insufficient funds'))).toEqual([
      'Card declined: insufficient funds',
    ]);
  });

  it('gives nothing when no answer came', () => {
    const network = new ApiError({
      kind: 'network',
      status: 0,
      message: 'Request failed',
      httpStatus: 0,
    });
    expect(registrationFailureMessages(network)).toEqual([]);
    expect(registrationFailureMessages(new Error('boom'))).toEqual([]);
  });
});

describe('formatPackagePrice', () => {
  const item = {
    id: 1,
    name: 'Basic',
    subscription_price: 9.99,
    currency_code: 'EUR',
    description: '',
  };

  it('formats in the interface language', () => {
    expect(formatPackagePrice(item, 'en')).toBe('€9.99');
    expect(formatPackagePrice(item, 'pt-PT')).toMatch(/^9,99\s€$/);
  });

  it('survives an unknown currency code', () => {
    expect(formatPackagePrice({ ...item, currency_code: 'not a code' }, 'en')).toBe(
      '9.99 not a code',
    );
  });
});
