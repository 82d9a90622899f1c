import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type StaticPage } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';

export const staticPageKeys = {
  all: ['static-page'] as const,
  slug: (slug: string) => [...staticPageKeys.all, slug] as const,
};

export async function getStaticPage(slug: string, signal?: AbortSignal): Promise<StaticPage> {
  return apiRequest(api.pages.get, { params: { slug }, signal });
}

export const staticPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: staticPageKeys.slug(slug),
    queryFn: ({ signal }) => getStaticPage(slug, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export function useStaticPage(slug: string) {
  return useQuery(staticPageQueryOptions(slug));
}
