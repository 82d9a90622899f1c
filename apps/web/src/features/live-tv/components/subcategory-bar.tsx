import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChannelCategory } from '@marquee/contract';
import { to } from '@/shared/config/routes';
import styles from './subcategory-bar.module.css';

interface SubcategoryBarProps {
  parent: ChannelCategory;
  activeId: number;
}

/** The sub-categories of a category, under the slider when that category or one of them is chosen. */
export function SubcategoryBar({ parent, activeId }: SubcategoryBarProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.bar} aria-label={t('live.subcategories', { name: parent.name })}>
      <ul className={styles.list}>
        {parent.children.map((child) => (
          <li key={child.id}>
            <Link
              to={to.channelCategory(child.id)}
              className={styles.chip}
              aria-current={child.id === activeId ? 'page' : undefined}
            >
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
