import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Operator } from '@marquee/contract';
import { sectionsFor } from '../sections';
import styles from './studio-nav.module.css';

/** The sections the operator's role may open. */
export function StudioNav({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul>
        {sectionsFor(operator.role).map((section) => (
          <li key={section.path}>
            {/* The dashboard is /studio itself: only there is its link the current one. */}
            <NavLink to={`/${section.path}`} end={section.path === ''} className={styles.link}>
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
