import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/shared/i18n/message-text';
import { useServerText } from '@/shared/i18n/server-text';
import { Alert } from '@/shared/ui/alert';
import { Icon } from '@/shared/ui/icon';
import { useRegistrationWizard } from '../hooks/use-registration-wizard';
import { registrationFailureMessages } from '../lib/registration-failure';
import { CardStep } from './card-step';
import { DetailsStep } from './details-step';
import { PlanSummary } from './plan-summary';
import { SubscriptionStep } from './subscription-step';
import { WizardProgress } from './wizard-progress';
import styles from './register-wizard.module.css';

const STEP_HEADING = [
  'register.stepDetails',
  'register.chooseTitle',
  'register.cardTitle',
] as const;

/** /register: the three-step wizard with Go back, and the failure of the final submit. */
export function RegisterWizard() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const serverText = useServerText();
  const wizard = useRegistrationWizard();
  const { step, draft, registration } = wizard;
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Each new step moves focus to its heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  // A field error that repeats the answer's message is its notice ("Already declared email or
  // username!"); the others are shown as they came (the server answers English sentences; the
  // same rules ran here, translated, before the form was sent).
  const failure = registration.isError
    ? registrationFailureMessages(registration.error).map((text) =>
        text === registration.error.message
          ? (serverText.errorText(registration.error) ?? text)
          : (messageText(text) ?? text),
      )
    : [];

  return (
    <section className={styles.wizard} aria-labelledby="register-title">
      <button type="button" className={styles.back} onClick={wizard.goBack}>
        <Icon name="chevronLeft" size={20} />
        {t('register.goBack')}
      </button>
      <header className={styles.header}>
        <h1 id="register-title" className={styles.title}>
          {t('register.title')}
        </h1>
        <p className={styles.subtitle}>{t('register.subtitle')}</p>
      </header>
      <WizardProgress step={step} />
      <h2 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t(STEP_HEADING[step])}
      </h2>
      {registration.isError ? (
        <Alert>
          {failure.length > 0 ? (
            failure.map((text) => <p key={text}>{text}</p>)
          ) : (
            <p>{t('errors.requestFailed')}</p>
          )}
        </Alert>
      ) : null}
      {step === 0 ? (
        <DetailsStep defaultValues={draft.detailsInput} onNext={wizard.saveDetails} />
      ) : step === 1 ? (
        <SubscriptionStep defaultValue={draft.subscriptionId} onNext={wizard.saveSubscription} />
      ) : (
        <>
          <PlanSummary subscriptionId={draft.subscriptionId} />
          <CardStep
            holder={draft.details}
            submitting={registration.isPending}
            onSubmit={wizard.submit}
          />
        </>
      )}
    </section>
  );
}
