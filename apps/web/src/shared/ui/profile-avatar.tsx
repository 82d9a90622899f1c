import type { CSSProperties } from 'react';
import { defaultAvatar, profileAvatars, type ProfileAvatar as AvatarName } from '@marquee/contract';
import { AVATAR_ART } from './avatar-art';
import styles from './profile-avatar.module.css';

/** The avatar a profile wears: its own when Marquee knows it, else the one its sex picks. */
export function avatarOf(profile: { avatar?: string | null; sex: number }): AvatarName {
  const chosen = profileAvatars.find((name) => name === profile.avatar);
  return chosen ?? defaultAvatar(profile.sex === 1 ? 1 : 0);
}

export type AvatarSize = 'small' | 'large' | 'huge';

interface ProfileAvatarProps {
  avatar: AvatarName;
  size?: AvatarSize;
  className?: string;
}

/** A profile's avatar: an illustration on a rounded tile; decorative (name it around it). */
export function ProfileAvatar({ avatar, size = 'small', className }: ProfileAvatarProps) {
  const { colours, art } = AVATAR_ART[avatar];
  const style = colours
    ? ({ '--avatar-from': colours[0], '--avatar-to': colours[1] } as CSSProperties)
    : undefined;
  return (
    <span
      className={[styles.avatar, styles[size], className].filter(Boolean).join(' ')}
      style={style}
      data-avatar={avatar}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" className={styles.art} focusable="false">
        {art}
      </svg>
    </span>
  );
}
