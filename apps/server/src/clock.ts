/** The time as the server sees it; tests pass their own to move it on. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
