import type { BuildFlags } from '@/shared/config/build-flags';

/** The parts of the account area, in page order. */
export type AccountSectionId = 'profile' | 'subscription' | 'devices' | 'payments' | 'settings';

export type AccountFlags = Pick<
  BuildFlags,
  'hideSubscriptions' | 'hidePaymentHistory' | 'hideRegisterPaymentMethods' | 'hideThemes'
>;

/** The sections this build shows: build flags hide subscriptions and the payment history. */
export function accountSections(flags: AccountFlags): AccountSectionId[] {
  const sections: AccountSectionId[] = ['profile'];
  if (!flags.hideSubscriptions) sections.push('subscription');
  sections.push('devices');
  if (!flags.hidePaymentHistory) sections.push('payments');
  sections.push('settings');
  return sections;
}

/** The card on file shows unless the build hides payment methods (or subscriptions). */
export function showsPaymentMethod(flags: AccountFlags): boolean {
  return !flags.hideRegisterPaymentMethods && !flags.hideSubscriptions;
}

/** The dark-theme switch shows unless the build hides themes. */
export function showsThemeSetting(flags: AccountFlags): boolean {
  return !flags.hideThemes;
}
