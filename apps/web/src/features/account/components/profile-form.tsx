import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ValidationLimit, type Profile } from '@marquee/contract';
import { useMessageText } from '@/shared/i18n/message-text';
import { useServerText } from '@/shared/i18n/server-text';
import { Button } from '@/shared/ui/button';
import { GenderField } from '@/shared/ui/gender-field';
import { PinField, TextField } from '@/shared/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';
import { useFollowOwnProfile } from '../hooks/use-follow-own-profile';
import {
  profileFormDefaults,
  profileFormSchema,
  updateProfileBodyOf,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../lib/profile-schema';
import { DeleteProfileDialog } from './delete-profile-dialog';
import { HouseholdFields } from './household-fields';
import styles from './profile-forms.module.css';

/**
 * Whether the profile edited may be deleted: never the account's last one (`none`, nor from a
 * kids profile), nor the one watching (`in-use`, which says why).
 */
export type Deletion = 'allowed' | 'in-use' | 'none';

interface ProfileFormProps {
  profile: Profile;
  /** The profile watching now: its changes reach the session and the interface at once. */
  current: boolean;
  deletion: Deletion;
  onDeleted: () => void;
}

/**
 * Edits a profile: names, age, gender, its avatar, kids settings, language and auto-removal,
 * and when typed new PINs; Delete profile asks first.
 */
export function ProfileForm({ profile, current, deletion, onDeleted }: ProfileFormProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const serverText = useServerText();
  const update = useUpdateProfile();
  const followOwnProfile = useFollowOwnProfile();
  const [deleting, setDeleting] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(profile),
  });
  const kids = useWatch({ control, name: 'is_kids' });

  const submit = handleSubmit((values) => {
    update.mutate(updateProfileBodyOf(profile.id, values), {
      onSuccess: (answer) => {
        reset(profileFormDefaults(answer.profile));
        if (current) followOwnProfile(profile, answer.profile);
      },
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
      <HouseholdFields
        register={register}
        kids={kids}
        errors={{
          avatar: text(errors.avatar?.message),
          maturity_ceiling: text(errors.maturity_ceiling?.message),
          language: text(errors.language?.message),
        }}
      />
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
        {deletion === 'allowed' ? (
          <Button variant="secondary" className={styles.delete} onClick={() => setDeleting(true)}>
            {t('account.household.delete')}
          </Button>
        ) : deletion === 'in-use' ? (
          <p className={styles.footerNote}>{t('account.household.deleteInUse')}</p>
        ) : null}
        {update.isSuccess && !isDirty ? (
          <p className={styles.saved} role="status">
            {t('account.profile.saved')}
          </p>
        ) : null}
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('account.profile.saving') : t('account.profile.save')}
        </Button>
      </div>
      <DeleteProfileDialog
        profile={deleting ? profile : null}
        onClose={() => setDeleting(false)}
        onDeleted={onDeleted}
      />
    </form>
  );
}
