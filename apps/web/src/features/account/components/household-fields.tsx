import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languageCodes, maturityCeilings } from '@marquee/contract';
import { SelectField } from '@/shared/ui/select-field';
import { AvatarPicker } from './avatar-picker';
import { SwitchField } from './switch-field';
import styles from './household-fields.module.css';

export type HouseholdField =
  'avatar' | 'is_kids' | 'maturity_ceiling' | 'language' | 'auto_remove_watched';

interface HouseholdFieldsProps {
  register: (name: HouseholdField) => UseFormRegisterReturn;
  /** The Kids switch is on: the ceiling shows. */
  kids: boolean;
  /** The field errors, in the interface language. */
  errors: Partial<Record<HouseholdField, string>>;
}

/**
 * What a household sets on each profile: its avatar, whether it is a kids profile (and then the
 * highest rating it sees), its language, and whether My List drops what it has watched.
 */
export function HouseholdFields({ register, kids, errors }: HouseholdFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <AvatarPicker registration={register('avatar')} error={errors.avatar} />
      <div className={styles.group}>
        <SwitchField
          label={t('account.household.kidsProfile')}
          hint={t('account.household.kidsHint')}
          registration={register('is_kids')}
        />
        {kids ? (
          <SelectField
            label={t('account.household.ceiling')}
            placeholder={t('account.household.ceilingPlaceholder')}
            options={maturityCeilings.map((code) => ({
              value: code,
              label: t(`account.household.ceilings.${code}`),
            }))}
            error={errors.maturity_ceiling}
            {...register('maturity_ceiling')}
          />
        ) : null}
      </div>
      <SelectField
        label={t('account.household.language')}
        placeholder={t('account.household.languagePlaceholder')}
        options={languageCodes.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
        error={errors.language}
        {...register('language')}
      />
      <SwitchField
        label={t('account.household.autoRemove')}
        hint={t('account.household.autoRemoveHint')}
        registration={register('auto_remove_watched')}
      />
    </>
  );
}
