import { useTranslation } from 'react-i18next';
import { REGISTRATION_STEPS, type RegistrationStep } from '../lib/wizard-steps';
import styles from './wizard-progress.module.css';

const STEP_LABEL = {
  details: 'register.stepDetails',
  subscription: 'register.stepSubscription',
  card: 'register.stepCard',
} as const;

interface WizardProgressProps {
  step: RegistrationStep;
}

/** The three steps, with the current one marked. */
export function WizardProgress({ step }: WizardProgressProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('register.progress')}>
      <p className={styles.count}>
        {t('register.stepOf', { current: step + 1, total: REGISTRATION_STEPS.length })}
      </p>
      <ol className={styles.steps}>
        {REGISTRATION_STEPS.map((name, index) => (
          <li
            key={name}
            className={styles.step}
            data-state={index < step ? 'done' : index === step ? 'current' : 'todo'}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {index < step ? '✓' : index + 1}
            </span>
            <span className={styles.label}>{t(STEP_LABEL[name])}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
