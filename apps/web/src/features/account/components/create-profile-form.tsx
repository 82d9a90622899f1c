import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { MAX_PROFILES, ValidationLimit } from '@marquee/contract';
import { useMessageText } from '@/shared/i18n/message-text';
import { storage } from '@/shared/storage/storage';
import { Button } from '@/shared/ui/button';
import { GenderField } from '@/shared/ui/gender-field';
import { Icon } from '@/shared/ui/icon';
import { PinField, TextField } from '@/shared/ui/text-field';
import { useCreateProfile } from '../api/create-profile';
import {
  createProfileBodyOf,
  createProfileFormDefaults,
  createProfileFormSchema,
  type CreateProfileFormInput,
  type CreateProfileFormValues,
} from '../lib/profile-schema';
import { accountIcons } from './account-icons';
import { HouseholdFields } from './household-fields';
import styles from './profile-forms.module.css';

/**
 * Adds a viewing profile: name, gender, optional age and parental PIN, and the household's
 * fields; with the account's 5 profiles there, it says why it cannot.
 */
export function CreateProfileForm({ atLimit }: { atLimit: boolean }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const create = useCreateProfile();
  const limitId = useId();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<CreateProfileFormInput, unknown, CreateProfileFormValues>({
    resolver: zodResolver(createProfileFormSchema),
    defaultValues: createProfileFormDefaults(storage.language.get()),
  });
  const kids = useWatch({ control, name: 'is_kids' });

  const submit = handleSubmit((values) => {
    if (atLimit) return;
    create.mutate(createProfileBodyOf(values), { onSuccess: () => reset() });
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('account.profile.name')}
        error={text(errors.name?.message)}
        {...register('name')}
      />
      <div className={styles.pair}>
        <TextField
          label={t('account.profile.ageOptional')}
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
      <PinField
        label={t('account.profile.parentalPinOptional')}
        maxLength={ValidationLimit.parentalPinLength}
        error={text(errors.pin?.message)}
        {...register('pin')}
      />
      <div className={styles.footer}>
        {atLimit ? (
          <p id={limitId} className={styles.footerNote}>
            {t('account.household.limit', { max: MAX_PROFILES })}
          </p>
        ) : null}
        <Button
          type="submit"
          disabled={create.isPending || atLimit}
          aria-describedby={atLimit ? limitId : undefined}
        >
          <Icon name={accountIcons.plus} size={18} />
          {create.isPending ? t('account.profile.creating') : t('account.profile.create')}
        </Button>
      </div>
    </form>
  );
}
