/** The year filter starts here (spec: catalogue §5 and §9). */
export const YEAR_FILTER_FROM = 1900;

/** A year filter, both ends included. */
export interface YearRange {
  from: number;
  to: number;
}

/** The current calendar year: the year filter's upper bound. */
export function currentYear(): number {
  return new Date().getFullYear();
}

/** A range the year filter accepts: 1900 to the current year, running forwards. */
export function isYearRangeValid(range: YearRange, thisYear: number): boolean {
  return (
    Number.isInteger(range.from) &&
    Number.isInteger(range.to) &&
    range.from >= YEAR_FILTER_FROM &&
    range.to <= thisYear &&
    range.from <= range.to
  );
}

/** Whether a range covers every year the filter offers, which is the same as no filter. */
export function isWholeYearRange(range: YearRange, thisYear: number): boolean {
  return range.from === YEAR_FILTER_FROM && range.to === thisYear;
}

/** The years a year select offers, newest first. */
export function yearChoices(thisYear: number): number[] {
  return Array.from({ length: thisYear - YEAR_FILTER_FROM + 1 }, (_, index) => thisYear - index);
}

/** The query-string and API form of a range: `1990-1999`. */
export function formatYearRange(range: YearRange): string {
  return `${range.from}-${range.to}`;
}
