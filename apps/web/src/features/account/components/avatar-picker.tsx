import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileAvatars } from '@marquee/contract';
import { ProfileAvatar } from '@/shared/ui/profile-avatar';
import visually from '@/shared/ui/visually-hidden.module.css';
import styles from './household-fields.module.css';

interface AvatarPickerProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The twelve avatars as a radio group, each named ("Fox", "Owl"…) in the interface language. */
export function AvatarPicker({ registration, error }: AvatarPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{t('account.household.avatar')}</legend>
      <div className={styles.avatars}>
        {profileAvatars.map((avatar) => (
          <label key={avatar} className={styles.avatar}>
            <input type="radio" value={avatar} className={styles.radio} {...registration} />
            <ProfileAvatar avatar={avatar} size="large" />
            <span className={visually.visuallyHidden}>{t(`account.avatars.${avatar}`)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
