import { Suspense, lazy, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import type { NavItem } from './nav-items';
import styles from './top-nav.module.css';

const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(() =>
  loadDrawer().then((module) => ({ default: module.MobileNavDrawer })),
);

interface MobileNavProps {
  items: NavItem[];
  search: boolean;
}

/**
 * The menu button of narrow screens and its slide-in navigation. The drawer's code loads on
 * the first hover, focus or press of the button; any navigation closes it.
 */
export function MobileNav({ items, search }: MobileNavProps) {
  const { t } = useTranslation();
  const { key } = useLocation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const open = openAt === key;
  const preload = () => void loadDrawer();

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.menuButton}
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpenAt(key);
        }}
      >
        <Icon name="menu" size={26} />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={open}
            onOpenChange={(next) => setOpenAt(next ? key : null)}
            items={items}
            search={search}
            returnFocusTo={triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
