import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Channel, type FavoriteToggle } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/shared/api/api-client';
import { useServerText } from '@/shared/i18n/server-text';
import { notify } from '@/shared/ui/notify';
import { setFavourite } from '../model/favourite-cache';
import { channelKeys } from './channel-keys';

/** Adds the channel to the viewer's favourites or removes it; the answer says which. */
export function toggleFavourite(channelId: number): Promise<FavoriteToggle> {
  return apiRequest(api.live.toggleFavorite, { body: { channel_id: channelId } });
}

export const toggleFavouriteMutationOptions = () =>
  mutationOptions<FavoriteToggle, Error, Channel>({
    mutationKey: channelKeys.toggleFavourite(),
    mutationFn: (channel) => toggleFavourite(channel.id),
  });

/**
 * Toggles a channel's favourite flag. Every cached copy flips at once and the favourite
 * channels gain or lose it; a refusal puts the flag back and says why, and the server's
 * answer has the last word.
 */
export function useToggleFavourite() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const serverText = useServerText();
  return useMutation({
    ...toggleFavouriteMutationOptions(),
    onMutate: (channel) => setFavourite(queryClient, channel, !channel.favorite),
    onSuccess: (answer, channel) => setFavourite(queryClient, channel, answer.favorite),
    onError: (error, channel) => {
      setFavourite(queryClient, channel, channel.favorite);
      notify('error', serverText.errorText(error) ?? t('errors.requestFailed'));
    },
  });
}
