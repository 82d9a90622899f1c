import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { languageCodes, type LanguageCode } from '@marquee/contract';
import { setLanguage } from '@/shared/i18n/i18n';
import { storage } from '@/shared/storage/storage';
import { Icon } from '@/shared/ui/icon';
import { useLogOut } from '../api/log-out';
import { useDismiss } from '../hooks/use-dismiss';
import { useSessionStore } from '../stores/session-store';
import styles from './account-menu.module.css';

/** The avatar button and its panel: who is logged in, the language and Log out. */
export function AccountMenu() {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const logOut = useLogOut();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  if (!user) return null;
  const name = user.profile.name || user.account.username;
  const current = storage.language.get();

  const chooseLanguage = (code: LanguageCode) => {
    void setLanguage(code).then(() => queryClient.invalidateQueries());
    close();
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={t('nav.accountMenu')}
        aria-expanded={open}
        aria-controls="account-menu-panel"
        onClick={() => setOpen((value) => !value)}
      >
        {name.charAt(0).toUpperCase() || <Icon name="user" size={20} />}
      </button>
      {open ? (
        <div id="account-menu-panel" className={styles.panel} lang={i18n.language}>
          <div className={styles.who}>
            <span className={styles.name}>{name}</span>
            <span className={styles.email}>{user.account.email}</span>
          </div>
          <p className={styles.heading}>{t('nav.language')}</p>
          <ul className={styles.list}>
            {languageCodes.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  className={styles.item}
                  aria-pressed={code === current}
                  lang={code.replace('_', '-')}
                  onClick={() => chooseLanguage(code)}
                >
                  {t(`languages.${code}`)}
                </button>
              </li>
            ))}
          </ul>
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
