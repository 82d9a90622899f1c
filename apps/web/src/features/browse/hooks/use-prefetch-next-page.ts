import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isArtworkCensored } from '@/entities/title-card';
import { posterOf } from '@/shared/lib/images';
import { useSettingsStore } from '@/shared/settings/settings-store';
import { listPageQueryOptions, type BrowsePage } from '../api/get-list-page';
import type { ListFilters } from '../lib/list-filters';
import { NEXT_PAGE_PREFETCH_DELAY_MS, type ListKind } from '../lib/list-kinds';
import { preloadImages } from '../lib/preload-images';

/**
 * 2000 ms after a page shows, fetches the next page and its posters (catalogue §4 "Lists"), so
 * Next shows it at once. Censored posters are never shown, so they are not fetched either.
 */
export function usePrefetchNextPage(
  kind: ListKind,
  filters: ListFilters,
  shown: BrowsePage | undefined,
) {
  const queryClient = useQueryClient();
  const censorship = useSettingsStore((state) => state.censorship);
  const hasNext = shown ? shown.pager.pageCount > shown.pager.page : false;

  useEffect(() => {
    if (!hasNext) return;
    const next = listPageQueryOptions(kind, { ...filters, page: filters.page + 1 });
    const timer = setTimeout(() => {
      queryClient
        .fetchQuery(next)
        .then((page) =>
          preloadImages(
            page.items
              .filter((item) => !isArtworkCensored(item, censorship))
              .map(posterOf)
              .filter((url): url is string => url !== null),
          ),
        )
        // A prefetch that fails costs nothing: Next fetches the page again.
        .catch(() => undefined);
    }, NEXT_PAGE_PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient, kind, filters, hasNext, censorship]);
}
