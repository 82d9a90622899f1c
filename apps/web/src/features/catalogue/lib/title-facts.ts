import type { VodItem, VodProfile } from '@marquee/contract';

/** A rating out of 10 as the details page prints it: at most one decimal. */
export function formatRating(rating: number): string {
  return String(Math.round(rating * 10) / 10);
}

/**
 * The average rating in 3 characters (catalogue §5 and §9): one decimal, so 4 reads "4.0"
 * and 7.44 reads "7.4"; a perfect 10 keeps its two digits.
 */
export function formatAverageRating(average: number): string {
  const fixed = average.toFixed(1);
  return fixed.length > 3 ? String(Math.round(average)) : fixed;
}

/** Credit lines (cast, creators): names in order, without blanks or repeats. */
export function creditNames(people: readonly { name: string }[]): string[] {
  return [...new Set(people.map((person) => person.name.trim()).filter(Boolean))];
}

/** The profiles a Rent button is offered for: the ones the viewer is not subscribed to. */
export function rentableProfiles(item: Pick<VodItem, 'movie_source'>): VodProfile[] {
  return item.movie_source.profiles.filter((profile) => !profile.subscribed);
}
