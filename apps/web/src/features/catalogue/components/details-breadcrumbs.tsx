import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/routes';
import styles from './details-text.module.css';

export interface Crumb {
  label: string;
  /** Where the crumb links; the last crumb is the current page and has none. */
  to?: string;
}

/** Breadcrumbs from Home to the current title (Home > Movies > title). */
export function DetailsBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  const trail: Crumb[] = [{ label: t('nav.home'), to: paths.home }, ...crumbs];
  return (
    <nav aria-label={t('movie.breadcrumbs')}>
      <ol className={styles.breadcrumbs}>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} aria-current={last ? 'page' : undefined}>
              {crumb.to && !last ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
