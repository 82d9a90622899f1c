import { describe, expect, it } from 'vitest';
import { accountSections, showsPaymentMethod, showsThemeSetting } from './account-sections';

const visible = {
  hideSubscriptions: false,
  hidePaymentHistory: false,
  hideRegisterPaymentMethods: false,
  hideThemes: false,
};

describe('account sections and build flags', () => {
  it('shows every part when no flag hides one', () => {
    expect(accountSections(visible)).toEqual([
      'profile',
      'subscription',
      'devices',
      'payments',
      'settings',
    ]);
    expect(showsPaymentMethod(visible)).toBe(true);
    expect(showsThemeSetting(visible)).toBe(true);
  });

  it('hides subscriptions and the payment history by flag', () => {
    expect(accountSections({ ...visible, hideSubscriptions: true })).not.toContain('subscription');
    expect(accountSections({ ...visible, hidePaymentHistory: true })).not.toContain('payments');
  });

  it('hides the payment method and the theme switch by flag', () => {
    expect(showsPaymentMethod({ ...visible, hideRegisterPaymentMethods: true })).toBe(false);
    expect(showsPaymentMethod({ ...visible, hideSubscriptions: true })).toBe(false);
    expect(showsThemeSetting({ ...visible, hideThemes: true })).toBe(false);
  });
});
