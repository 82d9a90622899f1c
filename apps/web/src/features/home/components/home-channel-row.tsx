import { Suspense, lazy } from 'react';
import { useModules } from '@/entities/configuration/ui/use-modules';
import type { ChannelRowDefinition } from '../lib/home-rows';

// The channel rows load with their own code, after the page: they sit below the first rows
// (catalogue §2, rows 3 and 4), and home's route chunk then leaves the channel entity to the
// pages that need it at once, so the shell does not carry it onto every page
// (docs/decisions.md, "Nothing loaded before it is needed").
const FavouriteChannelsRow = lazy(() =>
  import('./favourite-channels-row').then((module) => ({ default: module.FavouriteChannelsRow })),
);
const LiveTvRow = lazy(() =>
  import('./live-tv-row').then((module) => ({ default: module.LiveTvRow })),
);

interface HomeChannelRowProps {
  row: ChannelRowDefinition;
}

/** A channel row of home, drawn only while the channels module is on. */
export function HomeChannelRow({ row }: HomeChannelRowProps) {
  const { channels } = useModules();
  if (!channels) return null;
  return (
    <Suspense fallback={null}>
      {row.channels === 'favourites' ? <FavouriteChannelsRow row={row} /> : <LiveTvRow row={row} />}
    </Suspense>
  );
}
