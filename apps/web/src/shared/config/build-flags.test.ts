import { describe, expect, it } from 'vitest';
import { readBuildFlags } from './build-flags';

describe('readBuildFlags', () => {
  it('leaves every module visible when no flag is set', () => {
    expect(readBuildFlags({})).toEqual({
      hideRegistration: false,
      hidePaymentHistory: false,
      hideSubscriptions: false,
      hideRegisterPaymentMethods: false,
      hideThemes: false,
      hideTestCardHint: false,
    });
  });

  it('switches a flag on with "1" or "true" only', () => {
    expect(readBuildFlags({ VITE_HIDE_REGISTRATION: '1' }).hideRegistration).toBe(true);
    expect(readBuildFlags({ VITE_HIDE_REGISTRATION: 'TRUE' }).hideRegistration).toBe(true);
    expect(readBuildFlags({ VITE_HIDE_REGISTRATION: '0' }).hideRegistration).toBe(false);
    expect(readBuildFlags({ VITE_HIDE_REGISTRATION: 'false' }).hideRegistration).toBe(false);
    expect(readBuildFlags({ VITE_HIDE_REGISTRATION: 'yes' }).hideRegistration).toBe(false);
  });

  it('reads each flag from its own variable', () => {
    const flags = readBuildFlags({
      VITE_HIDE_PAYMENT_HISTORY: 'true',
      VITE_HIDE_SUBSCRIPTIONS: '1',
      VITE_HIDE_REGISTER_PAYMENT_METHODS: 'true',
      VITE_HIDE_THEMES: '1',
      VITE_HIDE_TEST_CARD_HINT: '1',
    });
    expect(flags).toEqual({
      hideRegistration: false,
      hidePaymentHistory: true,
      hideSubscriptions: true,
      hideRegisterPaymentMethods: true,
      hideThemes: true,
      hideTestCardHint: true,
    });
  });
});
