import { useCallback, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '@/shared/lib/use-dismiss';
import { Icon } from '@/shared/ui/icon';
import type { NavGroupItem } from './nav-items';
import styles from './top-nav.module.css';

interface NavGroupMenuProps {
  group: NavGroupItem;
}

/** A section with sub-pages (Live TV: Watch and EPG) as a dropdown of the navigation bar. */
export function NavGroupMenu({ group }: NavGroupMenuProps) {
  const { t } = useTranslation();
  const { key, pathname } = useLocation();
  const panelId = useId();
  // Open for one location only: following a link (or any navigation) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpenAt(null), []);
  useDismiss(rootRef, open, close);
  const active = group.items.some((item) => pathname.startsWith(item.to.replace(/\/all$/, '')));

  return (
    <div className={styles.group} ref={rootRef}>
      <button
        type="button"
        className={`${styles.link} ${styles.groupTrigger}`}
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        onClick={() => setOpenAt(open ? null : key)}
      >
        {t(group.label)}
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </button>
      {open ? (
        <ul id={panelId} className={styles.dropdown}>
          {group.items.map((item) => (
            <li key={item.id}>
              <NavLink to={item.to} className={styles.dropdownLink}>
                <Icon name={item.icon} size={20} />
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
