import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** A message about the page: `error` is announced at once, `success` politely. */
export function Alert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
