import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ValidationLimit } from '@marquee/contract';
import { useMessageText } from '@/shared/i18n/message-text';
import { Button } from '@/shared/ui/button';
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
import { GenderField } from '@/shared/ui/gender-field';
import styles from './profile-forms.module.css';
import { accountIcons } from './account-icons';

/** Adds a viewing profile: name, gender, optional age and parental PIN. */
export function CreateProfileForm() {
  const { t } = useTranslation();
  const text = useMessageText();
  const create = useCreateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateProfileFormInput, unknown, CreateProfileFormValues>({
    resolver: zodResolver(createProfileFormSchema),
    defaultValues: createProfileFormDefaults,
  });

  const submit = handleSubmit((values) => {
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
      <PinField
        label={t('account.profile.parentalPinOptional')}
        maxLength={ValidationLimit.parentalPinLength}
        error={text(errors.pin?.message)}
        {...register('pin')}
      />
      <div className={styles.footer}>
        <Button type="submit" disabled={create.isPending}>
          <Icon name={accountIcons.plus} size={18} />
          {create.isPending ? t('account.profile.creating') : t('account.profile.create')}
        </Button>
      </div>
    </form>
  );
}
