import { ValidationMessage } from '@marquee/contract';
import type { FieldErrors, FieldValues } from 'react-hook-form';

// The "… required" rules of the contract, by key: each means a field was left empty.
const missingFieldKeys = new Set<string>(
  Object.keys(ValidationMessage).filter((key) => key.endsWith('Required')),
);

/** Whether a form's errors include an empty required field (shows "this fields are required"). */
export function hasMissingField<T extends FieldValues>(errors: FieldErrors<T>): boolean {
  return Object.values(errors).some(
    (error) => typeof error?.message === 'string' && missingFieldKeys.has(error.message),
  );
}
