import { declareModule } from '../../../server-module.js';
import { createRatingRepository, type RatingRepository } from './rating-repository.js';
import { registerRatingRoutes } from './rating-routes.js';
import { createRatingService } from './rating-service.js';

/** Star ratings of films, episodes and shows. */
export const ratingsModule = declareModule({
  name: 'ratings',
  build(context) {
    const rows = createRatingRepository(context.db);
    // Other instances read the new totals from the ratings log at once instead of within a second.
    const repository: RatingRepository = {
      ...rows,
      async rate(...args) {
        const outcome = await rows.rate(...args);
        if (outcome.kind === 'rated') context.notices.publish({ kind: 'title-rated' });
        return outcome;
      },
    };
    const service = createRatingService(repository);
    return {
      api: (calls) => registerRatingRoutes(calls, service),
    };
  },
});
