import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/features/branding/components/brand-logo';
import { SearchBox } from '@/features/search/components/search-box';
import { AccountMenu } from '@/features/session/components/account-menu';
import { useConfiguration } from '@/entities/configuration';
import { paths } from '@/shared/config/routes';
import { MobileNav } from './mobile-nav';
import { NavGroupMenu } from './nav-group-menu';
import { navItems, showsSearch } from './nav-items';
import { useScrolled } from './use-scrolled';
import styles from './top-nav.module.css';

/**
 * The navigation bar (catalogue §2): logo to /, the sections the modules allow, the search
 * icon and the avatar menu; narrow screens get the slide-in navigation instead of the links.
 */
export function TopNav() {
  const { t } = useTranslation();
  const scrolled = useScrolled();
  const configuration = useConfiguration();
  const appName = configuration?.app_name || t('common.brandFallback');
  // Sections wait for the configuration: showing defaults first would make links jump.
  const modules = configuration?.web.modules;
  const items = modules ? navItems(modules) : [];
  const search = modules ? showsSearch(modules) : false;

  return (
    <header className={`${styles.bar} ${scrolled ? styles.solid : ''}`}>
      <a className={styles.skip} href="#main">
        {t('common.skipToContent')}
      </a>
      <MobileNav items={items} search={search} />
      <Link to={paths.home} className={styles.home} aria-label={appName}>
        <BrandLogo />
      </Link>
      <nav aria-label={t('nav.main')} className={styles.sections}>
        <ul className={styles.links}>
          {items.map((item) => (
            <li key={item.id}>
              {item.kind === 'group' ? (
                <NavGroupMenu group={item} />
              ) : (
                <NavLink to={item.to} className={styles.link}>
                  {t(item.label)}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.end}>
        {search ? <SearchBox triggerClassName={styles.iconLink} /> : null}
        <AccountMenu />
      </div>
    </header>
  );
}
