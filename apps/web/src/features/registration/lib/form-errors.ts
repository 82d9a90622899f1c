import { ValidationMessage } from '@marquee/contract';
import type { FieldErrors, FieldValues } from 'react-hook-form';

// The "… required" messages of the contract: each means a field was left empty.
const missingFieldMessages = new Set<string>(
  Object.entries(ValidationMessage)
    .filter(([key]) => key.endsWith('Required'))
    .map(([, text]) => text),
);

/** Whether a form's errors include an empty required field (shows "this fields are required"). */
export function hasMissingField<T extends FieldValues>(errors: FieldErrors<T>): boolean {
  return Object.values(errors).some(
    (error) => typeof error?.message === 'string' && missingFieldMessages.has(error.message),
  );
}
