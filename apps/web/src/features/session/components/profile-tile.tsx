import type { Profile } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { ProfileAvatar, avatarOf } from '@/shared/ui/profile-avatar';
import styles from './profile-chooser.module.css';

interface ProfileTileProps {
  profile: Profile;
  /** Chosen last on this device: it starts focused. */
  preselected: boolean;
  disabled: boolean;
  onChoose: (profile: Profile) => void;
  buttonRef?: (element: HTMLButtonElement | null) => void;
}

/** A profile as a big avatar tile with its name, the kids badge and a lock when it has a PIN. */
export function ProfileTile({
  profile,
  preselected,
  disabled,
  onChoose,
  buttonRef,
}: ProfileTileProps) {
  const { t } = useTranslation();
  const name = profile.name || profile.first_name;
  const facts = [
    profile.is_kids ? t('profiles.kids') : null,
    profile.has_pin ? t('profiles.locked') : null,
  ].filter(Boolean);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.tile}
        data-profile-id={profile.id}
        data-preselected={preselected || undefined}
        aria-describedby={facts.length > 0 ? `profile-facts-${profile.id}` : undefined}
        disabled={disabled}
        onClick={() => onChoose(profile)}
      >
        <span className={styles.art}>
          <ProfileAvatar avatar={avatarOf(profile)} size="huge" />
          {profile.has_pin ? (
            <span className={styles.lock}>
              <Icon name="lock" size={18} />
            </span>
          ) : null}
        </span>
        <span className={styles.name}>{name}</span>
        {profile.is_kids ? (
          <span className={styles.kids} aria-hidden="true">
            {t('profiles.kids')}
          </span>
        ) : null}
      </button>
      {facts.length > 0 ? (
        <span id={`profile-facts-${profile.id}`} hidden>
          {facts.join(', ')}
        </span>
      ) : null}
    </>
  );
}
