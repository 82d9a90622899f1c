import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ItemType } from '@marquee/contract';
import { useMyList, type MyListTitle } from '@/entities/my-list';
import { TitleCard } from '@/entities/title-card/ui/title-card';
import { paths, to } from '@/shared/config/routes';
import { Button } from '@/shared/ui/button';
import { buttonClassName } from '@/shared/ui/button-class';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './my-list-page.module.css';

/** Cards of the first row load eagerly (7 at the widest). */
const EAGER_CARDS = 7;

const detailsOf = (title: MyListTitle) =>
  title.type === ItemType.show ? to.tvShow(title.id) : to.movie(title.id);

/** /my-list: the viewing profile's films and shows, the latest added first, as a grid. */
export function MyListPage() {
  const { t } = useTranslation();
  const list = useMyList();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('myList.title')}</h1>
        <p className={styles.intro}>{t('myList.intro')}</p>
      </header>
      {list.isPending ? (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton className={styles.loading} />
        </div>
      ) : list.isError ? (
        <div className={styles.empty}>
          <p role="alert">{t('myList.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('myList.empty')}</p>
          <p className={styles.emptyHint}>{t('myList.emptyHint')}</p>
          <Link to={paths.home} className={buttonClassName('secondary')}>
            {t('nav.home')}
          </Link>
        </div>
      ) : (
        <ul className={styles.grid} data-testid="my-list-grid">
          {list.data.map((title, index) => (
            <li key={`${title.type}-${title.id}`}>
              <TitleCard
                item={title}
                href={detailsOf(title)}
                state={{ item: title }}
                eager={index < EAGER_CARDS}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
