import { useEffect } from 'react';
import { matchMutation, useQueryClient } from '@tanstack/react-query';
import type { RateResult } from '@marquee/contract';
import type { RateRequest } from '@/shared/ratings/rate-title';
import { ratingKeys } from '@/shared/ratings/rating-keys';
import { markRatedInCache } from '../api/title-cache';

/**
 * A title rated anywhere, on its page or in the player over it, shows its new average on its
 * details page: every successful rating is written into the cached details.
 */
export function useRatingsInCache(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (!matchMutation({ mutationKey: ratingKeys.rate() }, event.mutation)) return;
        const { data } = event.action.data as { data: RateResult };
        markRatedInCache(queryClient, event.mutation.state.variables as RateRequest, data);
      }),
    [queryClient],
  );
}
