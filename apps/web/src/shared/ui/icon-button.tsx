import type { ButtonHTMLAttributes } from 'react';
import { Icon, type FeatureIcon, type IconName } from './icon';
import styles from './icon-button.module.css';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName | FeatureIcon;
  /** The accessible name, also shown as a tooltip. */
  label: string;
  iconSize?: number;
}

/** A round button showing only an icon, named by `label`. */
export function IconButton({ icon, label, iconSize = 24, className, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={[styles.button, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <Icon name={icon} size={iconSize} />
    </button>
  );
}
