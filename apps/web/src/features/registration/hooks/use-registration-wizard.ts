import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Card, RegistrationDetails, RegistrationDetailsForm } from '@marquee/contract';
import { paths } from '@/shared/config/routes';
import { useRegisterAccount } from '../api/register-account';
import {
  FIRST_STEP,
  canLeaveSubscriptionStep,
  passesSubmitGuard,
  previousStep,
  type RegistrationStep,
} from '../lib/wizard-steps';

/** What the wizard has gathered so far; the card is kept only until the submit. */
export interface RegistrationDraft {
  /** The details as typed, to refill the first step after Go back. */
  detailsInput?: RegistrationDetailsForm;
  /** The same details once the form's rules passed. */
  details?: RegistrationDetails;
  subscriptionId?: number;
}

/** The registration wizard's state and moves (spec: access §2 and §4, Registration). */
export function useRegistrationWizard() {
  const navigate = useNavigate();
  const registration = useRegisterAccount();
  const [step, setStep] = useState<RegistrationStep>(FIRST_STEP);
  const [draft, setDraft] = useState<RegistrationDraft>({});

  const goBack = () => {
    registration.reset();
    const target = previousStep(step);
    if (target === 'leave') void navigate(paths.login);
    else setStep(target);
  };

  const saveDetails = (detailsInput: RegistrationDetailsForm, details: RegistrationDetails) => {
    setDraft((current) => ({ ...current, detailsInput, details }));
    setStep(1);
  };

  const saveSubscription = (subscriptionId: number) => {
    if (!canLeaveSubscriptionStep(subscriptionId)) return;
    setDraft((current) => ({ ...current, subscriptionId }));
    setStep(2);
  };

  const submit = (card: Card) => {
    const { details, subscriptionId } = draft;
    if (
      !details ||
      !canLeaveSubscriptionStep(subscriptionId) ||
      !passesSubmitGuard(card.card_number)
    )
      return;
    registration.mutate(
      { ...details, subscription_id: subscriptionId!, ...card },
      { onSuccess: () => void navigate(paths.registrationSuccess, { replace: true }) },
    );
  };

  return { step, draft, goBack, saveDetails, saveSubscription, submit, registration };
}
