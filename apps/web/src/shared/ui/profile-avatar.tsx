import { Icon, type IconName } from './icon';
import styles from './profile-avatar.module.css';

/** The avatar icon of a profile, picked by its sex (0 male, 1 female). */
export function avatarIconFor(sex: number): IconName {
  return sex === 1 ? 'avatarFemale' : 'avatarMale';
}

interface ProfileAvatarProps {
  sex: number;
  size?: 'small' | 'large';
}

/** A profile's round avatar in the brand colours; decorative (name it around it). */
export function ProfileAvatar({ sex, size = 'small' }: ProfileAvatarProps) {
  return (
    <span className={`${styles.avatar} ${styles[size]}`} aria-hidden="true">
      <Icon name={avatarIconFor(sex)} size={size === 'large' ? 60 : 32} className={styles.icon} />
    </span>
  );
}
