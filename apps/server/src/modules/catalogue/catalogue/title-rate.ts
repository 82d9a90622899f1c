import { starsToTen, type VodItem } from '@marquee/contract';

/** A title's own rating and its viewers' stars, as the title row keeps them. */
export interface RatedTitle {
  rating: number | null;
  rateCount: number;
  rateStarsSum: number;
}

/** The viewers' mean, out of 10 to one decimal, as the catalogue shows ratings. */
export function averageOutOfTen(starsSum: number, count: number): number {
  return Math.round(starsToTen(starsSum / count) * 10) / 10;
}

/**
 * A title's `rate` (`config[enable_rate]=1`): its viewers' average and count once someone
 * rated it; until then the title's own rating with a count of 0, or null without one.
 */
export function presentRate(title: RatedTitle): VodItem['rate'] {
  if (title.rateCount > 0) {
    return {
      rate_average: averageOutOfTen(title.rateStarsSum, title.rateCount),
      rate_count: title.rateCount,
    };
  }
  return title.rating === null ? null : { rate_average: title.rating, rate_count: 0 };
}
