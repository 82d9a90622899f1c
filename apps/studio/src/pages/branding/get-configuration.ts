import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioApi } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';

/** The branding page's query keys. */
export const brandingKeys = {
  configuration: ['studio', 'configuration'] as const,
};

/** The stored configuration, as operators edit it. */
export const configurationQuery = queryOptions({
  queryKey: brandingKeys.configuration,
  queryFn: ({ signal }) => studioRequest(studioApi.configuration, { signal }),
});

/** The stored configuration, read once per visit of the page. */
export const useConfiguration = () => useQuery(configurationQuery);
