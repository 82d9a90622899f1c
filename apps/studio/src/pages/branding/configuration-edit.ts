import type { Configuration } from '@marquee/contract';

/** Applies one change to the form's configuration. */
export type Edit = (change: (form: Configuration) => Configuration) => void;

/** What the server said is wrong with the form's fields, by their names in its answer. */
export type FieldErrors = Record<string, string[]> | undefined;

/** What the server said of one field (`app_name`, `web[logos][small]`), as one text. */
export const fieldError = (errors: FieldErrors, path: string): string | undefined =>
  errors?.[path]?.join(' ') || undefined;

/** Whether two configurations hold the same values. */
export const sameConfiguration = (first: Configuration, second: Configuration): boolean =>
  JSON.stringify(first) === JSON.stringify(second);
