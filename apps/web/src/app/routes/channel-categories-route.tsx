import { useEffect } from 'react';
import { Navigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { SpecialCategoryId } from '@marquee/contract';
import {
  categoryPageSize,
  channelCategoriesQueryOptions,
  channelPagesQueryOptions,
  favouriteChannelsQueryOptions,
} from '@/entities/channel';
import { ChannelCategoriesPage } from '@/features/live-tv/components/channel-categories-page';
import { parseCategoryRouteId } from '@/features/live-tv/lib/category-route';
import { useSessionStore } from '@/features/session/stores/session-store';
import { useConfiguration } from '@/entities/configuration';
import { paths } from '@/shared/config/routes';
import { queryClient } from '../query-client';
import { preloadChannelPageWhenIdle } from './preload-channel-page';

/** Starts the categories and the chosen category's channels while the route renders. */
export function loader({ params }: LoaderFunctionArgs) {
  const categoryId = parseCategoryRouteId(params.categoryID);
  if (categoryId === null || useSessionStore.getState().user === false) return null;
  void queryClient.prefetchQuery(channelCategoriesQueryOptions());
  if (categoryId === SpecialCategoryId.favorites) {
    void queryClient.prefetchQuery(favouriteChannelsQueryOptions());
  } else {
    const id = categoryId === SpecialCategoryId.all ? undefined : categoryId;
    void queryClient.prefetchInfiniteQuery(
      channelPagesQueryOptions({ categoryId: id, limit: categoryPageSize(id) }),
    );
  }
  return null;
}

/** /channel-categories and /channel-categories/:categoryID, while the channels module is on. */
export function Component() {
  const { categoryID } = useParams();
  const modules = useConfiguration()?.web.modules;
  const categoryId = parseCategoryRouteId(categoryID);
  useEffect(preloadChannelPageWhenIdle, []);
  if (categoryId === null) return <Navigate to={paths.notFound} replace />;
  // Until the configuration arrives the modules are unknown: wait rather than redirect.
  if (!modules) return null;
  if (!modules.channels) return <Navigate to={paths.home} replace />;
  return <ChannelCategoriesPage categoryId={categoryId} />;
}
