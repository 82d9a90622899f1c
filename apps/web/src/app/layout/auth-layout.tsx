import type { ReactNode } from 'react';
import { BrandLogo } from '@/features/branding/components/brand-logo';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  children: ReactNode;
  /** A wider card, for the registration wizard. */
  wide?: boolean;
  /** No card: the content stands on the backdrop ("Who's watching?"). */
  plain?: boolean;
}

/** The visitor screens' frame: a branded backdrop with a centred card. */
export function AuthLayout({ children, wide = false, plain = false }: AuthLayoutProps) {
  const frame = plain ? styles.plain : wide ? `${styles.card} ${styles.wide}` : styles.card;
  return (
    <main className={styles.screen}>
      <div className={frame}>
        <div className={styles.brand}>
          <BrandLogo />
        </div>
        {children}
      </div>
    </main>
  );
}
