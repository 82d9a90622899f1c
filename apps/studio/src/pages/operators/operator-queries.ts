import { queryOptions } from '@tanstack/react-query';
import { studioApi } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';

/** The operators page's query keys. */
export const operatorKeys = {
  all: ['studio', 'operators'] as const,
  list: () => [...operatorKeys.all, 'list'] as const,
};

/** Every operator, oldest first (owners only). */
export const operatorsQuery = () =>
  queryOptions({
    queryKey: operatorKeys.list(),
    queryFn: ({ signal }) => studioRequest(studioApi.operators, { signal }),
  });
