import { configurationBodySchema, issuesByField, type Configuration } from '@marquee/contract';
import type { FieldErrors } from '@/ui/use-field-text';

/** Applies one change to the form's configuration. */
export type Edit = (change: (form: Configuration) => Configuration) => void;

/** The form checked by the contract's rules, its errors named as the server names them (`web[logos][small]`). */
export function checkConfiguration(form: Configuration): FieldErrors {
  const result = configurationBodySchema.safeParse(form);
  return result.success ? undefined : issuesByField(result.error);
}

/** Whether two configurations hold the same values. */
export const sameConfiguration = (first: Configuration, second: Configuration): boolean =>
  JSON.stringify(first) === JSON.stringify(second);
