/** Mutation keys of ratings, apart from the rating call so that watching them costs no more. */
export const ratingKeys = {
  all: ['ratings'] as const,
  rate: () => [...ratingKeys.all, 'rate'] as const,
};
