import { queryOptions } from '@tanstack/react-query';
import { studioApi } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';

/** The signed-in operator, as the server has them now (role, one-time password). */
export const operatorQuery = queryOptions({
  queryKey: ['studio', 'me'],
  queryFn: ({ signal }) => studioRequest(studioApi.me, { signal }),
  staleTime: 60_000,
});
