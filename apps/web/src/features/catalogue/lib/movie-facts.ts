import type { VodItem } from '@marquee/contract';

/** A rating out of 10 as the details page prints it: at most one decimal. */
export function formatRating(rating: number): string {
  return String(Math.round(rating * 10) / 10);
}

/** The cast line: actor names in order, without blanks or repeats. */
export function castNames(item: Pick<VodItem, 'actors'>): string[] {
  return [...new Set(item.actors.map((actor) => actor.name.trim()).filter(Boolean))];
}
