import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './live.module.css';

const LINKS = [
  { to: '/live', key: 'live.overview' },
  { to: '/live/channels', key: 'live.channels' },
  { to: '/live/categories', key: 'live.categories' },
  { to: '/live/sources', key: 'live.sources' },
  { to: '/live/guide', key: 'live.guide' },
  { to: '/live/health', key: 'live.health' },
] as const;

/** The Live section's pages, the current one marked. */
export function LiveNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('live.sections')} className={styles.subnav}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {t(link.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
