import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperator } from '@/session/use-operator';
import { LiveNav } from './live-nav';
import styles from './live.module.css';

/** Whether the signed-in operator may change the Live section (owners and editors). */
export const useMayChangeLive = () => useOperator().role !== 'support';

/** A Live page: its heading, the section's links, a note for read-only roles, its content. */
export function LiveFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const mayChange = useMayChangeLive();
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <LiveNav />
      {!mayChange && <p className={styles.muted}>{t('live.readOnly')}</p>}
      {children}
    </div>
  );
}
