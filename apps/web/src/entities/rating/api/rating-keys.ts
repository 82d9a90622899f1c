/** Mutation keys of ratings. */
export const ratingKeys = {
  all: ['rating'] as const,
  rate: () => [...ratingKeys.all, 'rate'] as const,
};
