import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ValidationLimit } from '@marquee/contract';
import { useMessageText } from '@/shared/i18n/message-text';
import { useServerText } from '@/shared/i18n/server-text';
import { Button } from '@/shared/ui/button';
import { PinField, TextField } from '@/shared/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';
import { useAccountSession } from '../hooks/use-account-session';
import {
  profileFormDefaults,
  profileFormSchema,
  updateProfileBodyOf,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../lib/profile-schema';
import { GenderField } from '@/shared/ui/gender-field';
import styles from './profile-forms.module.css';

/** Edits the current profile: names, age, gender and, when typed, new PINs. */
export function ProfileForm() {
  const { t } = useTranslation();
  const text = useMessageText();
  const serverText = useServerText();
  const { user } = useAccountSession();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(user.profile),
  });

  const submit = handleSubmit((values) => {
    update.mutate(updateProfileBodyOf(user.profile.id, values), {
      onSuccess: (answer) => reset(profileFormDefaults(answer.profile)),
    });
  });
  const failure = update.isError
    ? (serverText.errorText(update.error) ?? t('errors.requestFailed'))
    : null;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <TextField
        label={t('account.profile.name')}
        error={text(errors.name?.message)}
        {...register('name')}
      />
      <div className={styles.pair}>
        <TextField
          label={t('account.profile.firstName')}
          autoComplete="given-name"
          error={text(errors.first_name?.message)}
          {...register('first_name')}
        />
        <TextField
          label={t('account.profile.lastName')}
          autoComplete="family-name"
          error={text(errors.last_name?.message)}
          {...register('last_name')}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label={t('account.profile.age')}
          inputMode="numeric"
          maxLength={ValidationLimit.ageInputMaxLength}
          error={text(errors.age?.message)}
          {...register('age')}
        />
        <GenderField registration={register('sex')} error={text(errors.sex?.message)} />
      </div>
      <p className={styles.sectionNote}>{t('account.profile.pinsNote')}</p>
      <div className={styles.pair}>
        <PinField
          label={t('account.profile.newParentalPin')}
          maxLength={ValidationLimit.parentalPinLength}
          error={text(errors.pin?.message)}
          {...register('pin')}
        />
        <PinField
          label={t('account.profile.newPurchasePin')}
          maxLength={ValidationLimit.purchasePinLength}
          error={text(errors.purchase_pin?.message)}
          {...register('purchase_pin')}
        />
      </div>
      <div className={styles.footer}>
        {update.isSuccess && !isDirty ? (
          <p className={styles.saved} role="status">
            {t('account.profile.saved')}
          </p>
        ) : null}
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('account.profile.saving') : t('account.profile.save')}
        </Button>
      </div>
    </form>
  );
}
