import { useTranslation } from 'react-i18next';
import type { Pager } from '@marquee/contract';
import { Icon } from '@/shared/ui/icon';
import { pagerControls } from '../lib/list-pager';
import hidden from '@/shared/ui/visually-hidden.module.css';
import styles from './list-pager.module.css';

interface ListPagerProps {
  pager: Pager;
  onPage: (page: number) => void;
}

/** "current/total" with Previous and Next, each only when it leads somewhere (catalogue §4). */
export function ListPager({ pager, onPage }: ListPagerProps) {
  const { t } = useTranslation();
  const controls = pagerControls(pager);
  if (!controls.visible) return null;
  return (
    <nav className={styles.pager} aria-label={t('lists.pages')}>
      {controls.canPrevious ? (
        <button
          type="button"
          className={`${styles.button} ${styles.previous}`}
          onClick={() => onPage(pager.page - 1)}
        >
          <Icon name="chevronLeft" size={20} />
          {t('lists.previous')}
        </button>
      ) : null}
      <p className={styles.counter}>
        <span aria-hidden="true" data-testid="page-counter">
          {t('lists.pageCounter', { page: pager.page, pageCount: pager.pageCount })}
        </span>
        <span className={hidden.visuallyHidden}>
          {t('lists.pageCounterLabel', { page: pager.page, pageCount: pager.pageCount })}
        </span>
      </p>
      {controls.canNext ? (
        <button
          type="button"
          className={`${styles.button} ${styles.next}`}
          onClick={() => onPage(pager.page + 1)}
        >
          {t('lists.next')}
          <Icon name="chevronRight" size={20} />
        </button>
      ) : null}
    </nav>
  );
}
