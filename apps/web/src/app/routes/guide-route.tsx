import { useEffect } from 'react';
import { Navigate, useLoaderData } from 'react-router';
import { GuidePage } from '@/features/guide/components/guide-page';
import { useConfiguration } from '@/entities/configuration';
import { paths } from '@/shared/config/routes';
import type { GuideLoaderData } from '../route-loaders';
import { preloadChannelPageWhenIdle } from './preload-channel-page';

/** /epg-channels, while the epg module is on. */
export function Component() {
  const modules = useConfiguration()?.web.modules;
  const data = useLoaderData<GuideLoaderData | undefined>();
  useEffect(preloadChannelPageWhenIdle, []);
  // Until the configuration arrives the modules are unknown: wait rather than redirect.
  if (!modules) return null;
  if (!modules.epg) return <Navigate to={paths.home} replace />;
  return <GuidePage openedAt={data?.openedAt} />;
}
