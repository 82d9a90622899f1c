import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ItemType, type RateResult } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { track } from '@/entities/analytics';
import { apiRequestWithMessage, type EnvelopeText } from '@/shared/api/api-client';
import { useServerText } from '@/shared/i18n/server-text';
import { notify } from '@/shared/ui/notify';
import { markRated } from '@/entities/title';
import { ratingKeys } from './rating-keys';

/** Stars are submitted this long after the click (catalogue §4, Ratings; access §9). */
export const RATING_SUBMIT_DELAY_MS = 800;

/** What is rated: a film (video type 0), an episode (1) or a TV show (2). */
export interface RateRequest {
  id: number;
  /** 1 to 5 stars. */
  rating: number;
  videoType: ItemType;
  /** For the analytics event. */
  title: string;
}

/**
 * Sends a rating to `/{id}/{rating}`: the VOD path for films and episodes, the multi-event VOD
 * path for TV shows (video type 2). Resolves to the new average and the server's message.
 */
export function rateTitle({
  id,
  rating,
  videoType,
}: Pick<RateRequest, 'id' | 'rating' | 'videoType'>) {
  const endpoint = videoType === ItemType.show ? api.catalogue.rateTvShow : api.catalogue.rateVod;
  return apiRequestWithMessage(endpoint, { params: { id, rating } });
}

const RATE_EVENT = { [ItemType.movie]: 'movie_rate', [ItemType.episode]: 'rate_episode' } as const;

export const rateTitleMutationOptions = () =>
  mutationOptions<{ data: RateResult } & EnvelopeText, Error, RateRequest>({
    mutationKey: ratingKeys.rate(),
    mutationFn: (request) => rateTitle(request),
  });

/**
 * Rates a title, shows its new average on its cached details (from its page or the player
 * over it) and says how it went: "Item successfully rated", or the server's reason such as
 * "Item already rated" as an error (access §8). Films and episodes record movie_rate and
 * rate_episode; the spec names no event for a TV show.
 */
export function useRateTitle(onRated?: (result: RateResult, request: RateRequest) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const serverText = useServerText();
  return useMutation({
    ...rateTitleMutationOptions(),
    onSuccess: ({ data, message, notice }, request) => {
      markRated(queryClient, request, data);
      notify('success', serverText.text(notice, message) ?? t('server.rated'));
      if (request.videoType === ItemType.movie || request.videoType === ItemType.episode) {
        track(RATE_EVENT[request.videoType], {
          id: request.id,
          title: request.title,
          rating: request.rating,
        });
      }
      onRated?.(data, request);
    },
    onError: (error) => {
      notify('error', serverText.errorText(error) ?? t('errors.requestFailed'));
    },
  });
}
