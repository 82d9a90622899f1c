import type { ReactNode } from 'react';
import { BrandLogo } from '@/features/branding/components/brand-logo';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  children: ReactNode;
}

/** The visitor screens' frame: a branded backdrop with a centred card. */
export function AuthLayout({ children }: AuthLayoutProps) {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <BrandLogo />
        </div>
        {children}
      </div>
    </main>
  );
}
