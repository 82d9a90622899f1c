import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Configuration } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { configurationKeys } from './configuration-keys';

/** Fetches the remote (composer) configuration: branding and module switches. */
export function getConfiguration(signal?: AbortSignal): Promise<Configuration> {
  return apiRequest(api.configuration.configuration, { signal });
}

/** The element the server writes the configuration into (apps/server, web-document.ts). */
export const CONFIGURATION_ELEMENT_ID = 'marquee-configuration';

/**
 * The configuration the server wrote into the page, checked as its answer would be; undefined
 * when the page has none (the development server) or it does not parse, and the app asks.
 */
export function configurationInPage(doc: Document = document): Configuration | undefined {
  const text = doc.getElementById(CONFIGURATION_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = api.configuration.configuration.response.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The configuration rarely changes during a visit: read it once, from the page when the
 * server wrote it there, so the first paint has the branding without waiting for the API.
 */
export const configurationQueryOptions = () =>
  queryOptions({
    queryKey: configurationKeys.configuration(),
    queryFn: ({ signal }) => getConfiguration(signal),
    initialData: configurationInPage,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The remote configuration, or undefined while it loads or when it failed. */
export function useConfiguration(): Configuration | undefined {
  return useQuery(configurationQueryOptions()).data;
}
