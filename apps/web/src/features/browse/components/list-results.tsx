import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/shared/ui/button';
import type { BrowsePage } from '../api/get-list-page';
import type { ListFiltersState } from '../hooks/use-list-filters';
import { hasActiveFilters, toListSearch } from '../lib/list-filters';
import type { ListKindSettings } from '../lib/list-kinds';
import { ListLoader } from './list-loader';
import { ListMessage } from './list-message';
import { ListPager } from './list-pager';
import { TitleGrid } from './title-grid';

interface ListResultsProps {
  settings: ListKindSettings;
  page: UseQueryResult<BrowsePage>;
  list: ListFiltersState;
  onPage: (page: number) => void;
}

/** The loader, the cards with their pager, or a message saying why there are none. */
export function ListResults({ settings, page, list, onPage }: ListResultsProps) {
  const { t } = useTranslation();
  const { filters } = list;

  if (page.isPending) {
    return <ListLoader key={toListSearch(filters)} cutoffMs={settings.loaderCutoffMs} />;
  }
  if (page.isError) {
    // A failed list reads as an empty one (catalogue §8), but says it could not load.
    return (
      <ListMessage
        title={t('lists.contentUnavailable')}
        detail={t('lists.loadFailed')}
        action={
          <Button onClick={() => void page.refetch()} disabled={page.isFetching}>
            {page.isFetching ? t('common.loading') : t('common.retry')}
          </Button>
        }
      />
    );
  }

  const { items, pager } = page.data;
  if (items.length === 0) {
    const filtered = hasActiveFilters(filters);
    const pastTheEnd = !filtered && filters.page > 1;
    return (
      <ListMessage
        title={t('lists.contentUnavailable')}
        detail={filtered ? t('lists.noMatches') : undefined}
        action={
          filtered ? (
            <Button variant="secondary" onClick={list.clearFilters}>
              {t('lists.clearFilters')}
            </Button>
          ) : pastTheEnd ? (
            <Button variant="secondary" onClick={() => onPage(1)}>
              {t('lists.firstPage')}
            </Button>
          ) : null
        }
      />
    );
  }

  return (
    <>
      <TitleGrid
        items={items}
        adPosition={settings.adPosition}
        detailsPath={settings.detailsPath}
      />
      <ListPager pager={pager} onPage={onPage} />
    </>
  );
}
