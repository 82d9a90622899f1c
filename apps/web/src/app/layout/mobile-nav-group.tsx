import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import type { NavGroupItem } from './nav-items';
import styles from './mobile-nav.module.css';

interface MobileNavGroupProps {
  group: NavGroupItem;
  linkClass: (state: { isActive: boolean }) => string;
}

/** A collapsible group of the slide-in navigation; open at first when one of its pages is. */
export function MobileNavGroup({ group, linkClass }: MobileNavGroupProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listId = useId();
  const [expanded, setExpanded] = useState(() => group.items.some((item) => pathname === item.to));

  return (
    <>
      <button
        type="button"
        className={styles.link}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        <Icon name={group.icon} size={22} />
        {t(group.label)}
        <Icon name="chevronDown" size={20} className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.sublist} hidden={!expanded}>
        {group.items.map((item) => (
          <li key={item.id}>
            <NavLink to={item.to} className={linkClass}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
