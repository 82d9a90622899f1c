import { useTranslation } from 'react-i18next';
import { useFavouriteChannels } from '@/entities/channel';
import type { ChannelRowDefinition } from '../lib/home-rows';
import { ChannelCarousel } from './channel-carousel';

/** The viewer's favourite channels; no row while there are none. */
export function FavouriteChannelsRow({ row }: { row: ChannelRowDefinition }) {
  const { t } = useTranslation();
  const favourites = useFavouriteChannels();
  if (!favourites.data?.length) return null;
  return (
    <ChannelCarousel title={t(row.title)} channels={favourites.data} testId={`row-${row.id}`} />
  );
}
