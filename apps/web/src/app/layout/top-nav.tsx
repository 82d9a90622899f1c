import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/features/branding/components/brand-logo';
import { AccountMenu } from '@/features/session/components/account-menu';
import { useConfiguration } from '@/shared/config/get-configuration';
import { paths } from '@/shared/config/routes';
import { useScrolled } from './use-scrolled';
import styles from './top-nav.module.css';

/** The top navigation bar: logo, sections and the account menu. */
export function TopNav() {
  const { t } = useTranslation();
  const scrolled = useScrolled();
  const appName = useConfiguration()?.app_name ?? t('common.brandFallback');
  return (
    <header className={`${styles.bar} ${scrolled ? styles.solid : ''}`}>
      <a className={styles.skip} href="#main">
        {t('common.skipToContent')}
      </a>
      <Link to={paths.home} className={styles.home} aria-label={appName}>
        <BrandLogo />
      </Link>
      <nav aria-label={t('nav.main')}>
        <ul className={styles.links}>
          <li>
            <NavLink to={paths.home} end className={styles.link}>
              {t('nav.home')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className={styles.end}>
        <AccountMenu />
      </div>
    </header>
  );
}
