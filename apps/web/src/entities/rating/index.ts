export {
  RATING_SUBMIT_DELAY_MS,
  rateTitle,
  rateTitleMutationOptions,
  useRateTitle,
  type RateRequest,
} from './api/rate-title';
export { ratingKeys } from './api/rating-keys';
