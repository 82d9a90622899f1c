import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/routes';
import { useDismiss } from '@/shared/lib/use-dismiss';
import { Icon } from '@/shared/ui/icon';
import { ProfileAvatar, avatarOf } from '@/shared/ui/profile-avatar';
import { useLogOut } from '../api/log-out';
import { useSessionStore } from '../stores/session-store';
import styles from './account-menu.module.css';
import { sessionIcons } from './session-icons';

/**
 * The avatar button (the profile's avatar, with the kids badge on a kids profile) and its panel:
 * Switch profile, My List, My Account and Log out.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const logOut = useLogOut();
  // Open for one location only: any navigation closes the panel.
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpenAt(null), []);
  useDismiss(rootRef, open, close);

  if (!user) return null;
  const name = user.profile.name || user.account.username;

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={t('nav.accountMenu')}
        aria-expanded={open}
        aria-controls="account-menu-panel"
        onClick={() => setOpenAt(open ? null : key)}
      >
        <ProfileAvatar avatar={avatarOf(user.profile)} />
      </button>
      {user.profile.is_kids ? (
        // A kids profile says so in the bar, with its way back to "Who's watching?" in sight.
        <>
          <span className={styles.kidsBadge} aria-hidden="true">
            {t('profiles.kids')}
          </span>
          <Link to={paths.profiles} className={styles.kidsSwitch}>
            <Icon name={sessionIcons.profiles} size={20} />
            <span className={styles.kidsSwitchText}>{t('nav.switchProfile')}</span>
          </Link>
        </>
      ) : null}
      {open ? (
        <div id="account-menu-panel" className={styles.panel}>
          <div className={styles.who}>
            <ProfileAvatar avatar={avatarOf(user.profile)} />
            <span className={styles.identity}>
              <span className={styles.name}>
                {name}
                {user.profile.is_kids ? (
                  <span className={styles.kids}>{t('profiles.kids')}</span>
                ) : null}
              </span>
              <span className={styles.email}>{user.account.email}</span>
            </span>
          </div>
          <Link to={paths.profiles} className={styles.item}>
            <Icon name={sessionIcons.profiles} size={20} />
            {t('nav.switchProfile')}
          </Link>
          <Link to={paths.myList} className={styles.item}>
            <Icon name={sessionIcons.myList} size={20} />
            {t('nav.myList')}
          </Link>
          <Link to={paths.account} className={styles.item}>
            <Icon name="user" size={20} />
            {t('nav.myAccount')}
          </Link>
          <hr className={styles.separator} />
          <button
            type="button"
            className={styles.item}
            disabled={logOut.isPending}
            onClick={() => logOut.mutate()}
          >
            <Icon name="logout" size={20} />
            {t('nav.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
