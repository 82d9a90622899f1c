import { notice, type RateResult } from '@marquee/contract';
import { HttpError, notFound } from '../../../http/errors.js';
import type { SessionContext } from '../../../http/session.js';
import { Answer } from '../../../http/route.js';
import type { RatedKind, RatingRepository } from './rating-repository.js';
import { averageOutOfTen } from '../catalogue/index.js';

/** The spec's outcomes of a rating (catalogue §4, Ratings). */
export const RATED = notice('rated');
export const ALREADY_RATED = notice('alreadyRated');

/**
 * Star ratings of movies, episodes and TV shows: once per viewing profile and title. A title
 * above a kids profile's ceiling is not found, as one that does not exist.
 */
export function createRatingService(repository: RatingRepository) {
  return {
    async rate(
      viewer: Pick<SessionContext, 'profileId' | 'maturityCeiling'>,
      kind: RatedKind,
      titleId: number,
      stars: number,
    ): Promise<Answer<RateResult>> {
      const outcome = await repository.rate(viewer, kind, titleId, stars);
      if (outcome.kind === 'no-such-title') throw notFound(notice('titleNotFound'));
      if (outcome.kind === 'already-rated') throw new HttpError(409, ALREADY_RATED);
      return new Answer(
        {
          rating: stars,
          rate_average: averageOutOfTen(outcome.rateStarsSum, outcome.rateCount),
          rate_count: outcome.rateCount,
        },
        RATED,
      );
    },
  };
}

export type RatingService = ReturnType<typeof createRatingService>;
