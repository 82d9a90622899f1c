import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light';

/** The class names of a button look, for buttons and for links that look like buttons. */
export function buttonClassName(variant: ButtonVariant = 'primary', block = false, extra?: string) {
  return [styles.button, styles[variant], block ? styles.block : null, extra]
    .filter(Boolean)
    .join(' ');
}
