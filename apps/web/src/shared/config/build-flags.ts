/** What a build can hide, whatever the remote configuration says (spec: access §1). */
export interface BuildFlags {
  hideRegistration: boolean;
  hidePaymentHistory: boolean;
  hideSubscriptions: boolean;
  hideRegisterPaymentMethods: boolean;
  hideThemes: boolean;
  /** Hides the sandbox test-card hint on the registration card step (for real gateways). */
  hideTestCardHint: boolean;
}

const isOn = (value: unknown) =>
  typeof value === 'string' && ['1', 'true'].includes(value.trim().toLowerCase());

/** Reads the build flags out of Vite's env; only "1" and "true" switch a flag on. */
export function readBuildFlags(env: Record<string, unknown>): BuildFlags {
  return {
    hideRegistration: isOn(env.VITE_HIDE_REGISTRATION),
    hidePaymentHistory: isOn(env.VITE_HIDE_PAYMENT_HISTORY),
    hideSubscriptions: isOn(env.VITE_HIDE_SUBSCRIPTIONS),
    hideRegisterPaymentMethods: isOn(env.VITE_HIDE_REGISTER_PAYMENT_METHODS),
    hideThemes: isOn(env.VITE_HIDE_THEMES),
    hideTestCardHint: isOn(env.VITE_HIDE_TEST_CARD_HINT),
  };
}

/** This build's flags, fixed when the app is built. */
export const buildFlags: Readonly<BuildFlags> = Object.freeze(readBuildFlags(import.meta.env));
