import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PROFILES, type Profile } from '@marquee/contract';
import { buttonClassName } from '@/shared/ui/button-class';
import { Icon } from '@/shared/ui/icon';
import { ProfileAvatar, avatarOf } from '@/shared/ui/profile-avatar';
import { accountIcons } from './account-icons';
import styles from './household-profiles.module.css';

interface HouseholdProfilesProps {
  profiles: readonly Profile[];
  /** The profile watching now. */
  currentId: number;
  /** The profile whose form is open. */
  editingId: number;
  /** Other profiles may be edited and new ones added (not from a kids profile). */
  manageOthers: boolean;
  onEdit: (profile: Profile) => void;
}

/**
 * The account's profiles, each with its avatar, badges and Edit; Add profile leads to the new
 * profile's form, and says why not once the account has its 5.
 */
export function HouseholdProfiles(props: HouseholdProfilesProps) {
  const { profiles, currentId, editingId, manageOthers, onEdit } = props;
  const { t } = useTranslation();
  const limitId = useId();
  const atLimit = profiles.length >= MAX_PROFILES;
  return (
    <div className={styles.household}>
      <ul className={styles.list}>
        {profiles.map((profile) => (
          <li key={profile.id} className={styles.row} data-editing={profile.id === editingId}>
            <ProfileAvatar avatar={avatarOf(profile)} />
            <span className={styles.name}>{profile.name}</span>
            {profile.is_kids ? (
              <span className={styles.kids}>{t('account.household.kids')}</span>
            ) : null}
            {profile.has_pin ? (
              <span className={styles.lock} title={t('account.household.locked')}>
                <Icon name="lock" size={16} />
                <span className={styles.hidden}>{t('account.household.locked')}</span>
              </span>
            ) : null}
            {profile.id === currentId ? (
              <span className={styles.current}>{t('account.household.current')}</span>
            ) : null}
            {manageOthers || profile.id === currentId ? (
              <button
                type="button"
                className={buttonClassName('secondary', false, styles.edit)}
                aria-pressed={profile.id === editingId}
                onClick={() => onEdit(profile)}
              >
                <Icon name={accountIcons.edit} size={16} />
                {t('account.household.editNamed', { name: profile.name })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {manageOthers ? (
        <div className={styles.add}>
          <a
            href="#create-profile"
            className={buttonClassName('secondary')}
            aria-disabled={atLimit || undefined}
            aria-describedby={atLimit ? limitId : undefined}
            onClick={(event) => {
              if (atLimit) event.preventDefault();
            }}
          >
            <Icon name={accountIcons.plus} size={18} />
            {t('account.household.add')}
          </a>
          {atLimit ? (
            <p id={limitId} className={styles.limit}>
              {t('account.household.limit', { max: MAX_PROFILES })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className={styles.limit}>{t('account.household.kidsSession')}</p>
      )}
    </div>
  );
}
