import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  ValidationLimit,
  registrationDetailsSchema,
  type RegistrationDetails,
  type RegistrationDetailsForm,
} from '@marquee/contract';
import { useMessageText } from '@/shared/i18n/message-text';
import { withUnionMessages } from '@/shared/lib/union-messages';
import { Button } from '@/shared/ui/button';
import { EmailField, TextField } from '@/shared/ui/text-field';
import { GenderField } from '@/shared/ui/gender-field';
import { MissingFieldsBanner } from './missing-fields-banner';
import styles from './step-form.module.css';

/** The form's values: as the schema takes them, plus "" for a gender not chosen yet. */
type DetailsValues = Omit<RegistrationDetailsForm, 'sex'> & {
  sex: RegistrationDetailsForm['sex'] | '';
};

const EMPTY: DetailsValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm_password: '',
  age: '',
  sex: '',
  pin: '',
  purchase_pin: '',
};

// The schema reads "" as a missing gender ("Gender required"), so it takes these values too.
const resolver = withUnionMessages(
  zodResolver(registrationDetailsSchema),
  registrationDetailsSchema,
) as unknown as Resolver<DetailsValues, unknown, RegistrationDetails>;

const numeric = { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' } as const;

interface DetailsStepProps {
  defaultValues: RegistrationDetailsForm | undefined;
  onNext: (input: RegistrationDetailsForm, details: RegistrationDetails) => void;
}

/** Step 0, "about you": names, e-mail, password twice, age, gender and both PINs. */
export function DetailsStep({ defaultValues, onNext }: DetailsStepProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { register, handleSubmit, getValues, formState } = useForm<
    DetailsValues,
    unknown,
    RegistrationDetails
  >({ resolver, defaultValues: defaultValues ?? EMPTY });
  const { errors } = formState;
  const error = (name: keyof DetailsValues) => messageText(errors[name]?.message);

  const submit = handleSubmit((details) => {
    onNext(getValues() as RegistrationDetailsForm, details);
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <MissingFieldsBanner errors={errors} />
      <div className={styles.grid}>
        <TextField
          label={t('register.firstName')}
          autoComplete="given-name"
          error={error('first_name')}
          {...register('first_name')}
        />
        <TextField
          label={t('register.lastName')}
          autoComplete="family-name"
          error={error('last_name')}
          {...register('last_name')}
        />
        <div className={styles.wide}>
          <EmailField label={t('register.email')} error={error('email')} {...register('email')} />
        </div>
        <TextField
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          error={error('password')}
          {...register('password')}
        />
        <TextField
          label={t('register.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={error('confirm_password')}
          {...register('confirm_password')}
        />
        <TextField
          label={t('register.age')}
          {...numeric}
          maxLength={ValidationLimit.ageInputMaxLength}
          error={error('age')}
          {...register('age')}
        />
        <GenderField registration={register('sex')} error={error('sex')} />
      </div>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('register.pins')}</legend>
        <div className={styles.grid}>
          <TextField
            label={t('register.parentalPin')}
            type="password"
            {...numeric}
            maxLength={ValidationLimit.parentalPinLength}
            hint={t('register.parentalPinHint')}
            error={error('pin')}
            {...register('pin')}
          />
          <TextField
            label={t('register.purchasePin')}
            type="password"
            {...numeric}
            maxLength={ValidationLimit.purchasePinLength}
            hint={t('register.purchasePinHint')}
            error={error('purchase_pin')}
            {...register('purchase_pin')}
          />
        </div>
      </fieldset>
      <Button type="submit" block className={styles.submit}>
        {t('register.next')}
      </Button>
    </form>
  );
}
