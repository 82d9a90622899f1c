import { configurationBodySchema, issuesByField, type Configuration } from '@marquee/contract';

/** Applies one change to the form's configuration. */
export type Edit = (change: (form: Configuration) => Configuration) => void;

/** What is wrong with the form's fields, by their names in the server's answer (`web[logos][small]`). */
export type FieldErrors = Record<string, string[]> | undefined;

/** What was said of one field (`app_name`, `web[logos][small]`), as one text. */
export const fieldError = (errors: FieldErrors, path: string): string | undefined =>
  errors?.[path]?.join(' ') || undefined;

/** The form checked by the contract's rules, its errors named as the server names them. */
export function checkConfiguration(form: Configuration): FieldErrors {
  const result = configurationBodySchema.safeParse(form);
  return result.success ? undefined : issuesByField(result.error);
}

/** Whether two configurations hold the same values. */
export const sameConfiguration = (first: Configuration, second: Configuration): boolean =>
  JSON.stringify(first) === JSON.stringify(second);
