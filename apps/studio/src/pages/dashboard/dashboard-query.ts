import { queryOptions } from '@tanstack/react-query';
import { studioApi } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';

/** The dashboard's query key. */
export const dashboardKeys = { all: ['studio', 'dashboard'] as const };

/** What the service is doing now. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => studioRequest(studioApi.dashboard, { signal }),
  });
