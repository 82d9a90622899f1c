import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Configuration } from '@marquee/contract';
import { apiRequest } from '../api/api-client';
import { configKeys } from './config-keys';

/** Fetches the remote (composer) configuration: branding and module switches. */
export function getConfiguration(signal?: AbortSignal): Promise<Configuration> {
  return apiRequest(api.configuration.configuration, { signal });
}

/** The configuration rarely changes during a visit: read it once. */
export const configurationQueryOptions = () =>
  queryOptions({
    queryKey: configKeys.configuration(),
    queryFn: ({ signal }) => getConfiguration(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The remote configuration, or undefined while it loads or when it failed. */
export function useConfiguration(): Configuration | undefined {
  return useQuery(configurationQueryOptions()).data;
}
