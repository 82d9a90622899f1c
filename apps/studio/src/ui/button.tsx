import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` for the page's main action, `quiet` for the others, `danger` for removals. */
  look?: 'primary' | 'quiet' | 'danger';
}

/** The console's button; a `submit` unless told otherwise, as forms need. */
export function Button({ look = 'primary', className, type = 'submit', ...props }: ButtonProps) {
  const classes = [styles.button, styles[look], className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
