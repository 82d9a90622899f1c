import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/features/branding/components/brand-logo';
import { useOpenSearchBox } from '@/features/search/hooks/use-search-box-open';
import { useLogOut } from '@/features/session/api/log-out';
import { paths } from '@/shared/config/routes';
import { Icon } from '@/shared/ui/icon';
import { MobileNavGroup } from './mobile-nav-group';
import type { NavItem } from './nav-items';
import styles from './mobile-nav.module.css';

interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  search: boolean;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-in navigation (catalogue §2): the bar's sections with collapsible groups, search,
 * My Account and Log out. A modal dialog: focus stays inside and Escape closes it.
 */
export function MobileNavDrawer({
  open,
  onOpenChange,
  items,
  search,
  returnFocusTo,
}: MobileNavDrawerProps) {
  const { t } = useTranslation();
  const logOut = useLogOut();
  const openSearchBox = useOpenSearchBox();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `${styles.link} ${isActive ? styles.active : ''}`;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.head}>
            <Link to={paths.home} className={styles.logo} aria-label={t('nav.home')}>
              <BrandLogo />
            </Link>
            <Dialog.Close className={styles.close} aria-label={t('nav.closeMenu')}>
              <Icon name="close" size={24} />
            </Dialog.Close>
          </div>
          <Dialog.Title className={styles.title}>{t('nav.menu')}</Dialog.Title>
          <nav aria-label={t('nav.main')}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  {item.kind === 'group' ? (
                    <MobileNavGroup group={item} linkClass={linkClass} />
                  ) : (
                    <NavLink to={item.to} className={linkClass}>
                      <Icon name={item.icon} size={22} />
                      {t(item.label)}
                    </NavLink>
                  )}
                </li>
              ))}
              {search ? (
                <li>
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => {
                      onOpenChange(false);
                      openSearchBox();
                    }}
                  >
                    <Icon name="search" size={22} />
                    {t('nav.search')}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
          <div className={styles.footer}>
            <NavLink to={paths.account} className={linkClass}>
              <Icon name="user" size={22} />
              {t('nav.myAccount')}
            </NavLink>
            <button
              type="button"
              className={styles.link}
              disabled={logOut.isPending}
              onClick={() => logOut.mutate()}
            >
              <Icon name="logout" size={22} />
              {t('nav.logout')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
