import type { ReactNode } from 'react';
import styles from './alert.module.css';

interface AlertProps {
  /** error is announced at once (role alert); success and info politely (role status). */
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}

/** A message banner above or inside a form. */
export function Alert({ tone = 'error', children, className }: AlertProps) {
  return (
    <div
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
