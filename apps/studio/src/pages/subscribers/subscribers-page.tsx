import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '@/ui/paged-list';
import { pageFrom } from '@/ui/pager';
import { TextField } from '@/ui/text-field';
import { subscribersQuery } from './subscriber-queries';
import { SubscribersTable } from './subscribers-table';
import { useDebouncedSearch } from '@/ui/use-debounced-search';
import styles from './subscribers.module.css';

/** Finding a subscriber: a search by e-mail, username or name, and a page of results. */
export function SubscribersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { text, setText, search } = useDebouncedSearch();
  const list = useQuery(subscribersQuery(search, pageFrom(params)));

  return (
    <div className={styles.page}>
      <h1>{t('subscribers.title')}</h1>
      <div role="search" className={styles.search}>
        <TextField
          label={t('subscribers.search')}
          hint={t('subscribers.searchHint')}
          type="search"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <PagedList
        query={list}
        empty={search ? t('subscribers.noMatch', { search }) : t('subscribers.none')}
      >
        {({ items, pager }) => (
          <SubscribersTable
            subscribers={items}
            caption={t('subscribers.count', { count: pager.count })}
          />
        )}
      </PagedList>
    </div>
  );
}
