import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studioApi } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';

/** The pages section's query key: the one list of pages. */
export const sitePageKeys = { all: ['studio', 'site-pages'] as const };

/** Every static page, by address. */
export const sitePagesQuery = () =>
  queryOptions({
    queryKey: sitePageKeys.all,
    queryFn: ({ signal }) => studioRequest(studioApi.studioPages, { signal }),
  });

/** A change to the pages; the list is read again after it. */
export function useSitePageChange<Variables, Answer>(
  change: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitePageKeys.all }),
  });
}
