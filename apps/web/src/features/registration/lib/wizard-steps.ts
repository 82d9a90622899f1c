import { ValidationLimit } from '@marquee/contract';

/** The wizard's steps in order (spec: access §2): about you, subscription choice, card. */
export const REGISTRATION_STEPS = ['details', 'subscription', 'card'] as const;
export type RegistrationStepName = (typeof REGISTRATION_STEPS)[number];
export type RegistrationStep = 0 | 1 | 2;

export const FIRST_STEP: RegistrationStep = 0;
export const LAST_STEP: RegistrationStep = 2;

/** The step after `step`; the last step has none (it submits). */
export function nextStep(step: RegistrationStep): RegistrationStep | null {
  return step < LAST_STEP ? ((step + 1) as RegistrationStep) : null;
}

/** Go back: one step back, or `leave` from the first step (the wizard closes). */
export function previousStep(step: RegistrationStep): RegistrationStep | 'leave' {
  return step > FIRST_STEP ? ((step - 1) as RegistrationStep) : 'leave';
}

/** A package must be chosen to leave the subscription step (spec: access §4). */
export function canLeaveSubscriptionStep(subscriptionId: number | undefined): boolean {
  return subscriptionId !== undefined && Number.isInteger(subscriptionId) && subscriptionId > 0;
}

/** The submit guard, looser than the card form's 16 digits: 14 digits (spec: access §5). */
export function passesSubmitGuard(cardNumber: string): boolean {
  return /^\d+$/.test(cardNumber) && cardNumber.length >= ValidationLimit.cardNumberSubmitGuard;
}
