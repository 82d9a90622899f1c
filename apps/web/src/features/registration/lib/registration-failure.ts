import { isApiError } from '@/shared/api/api-error';

const first = (list: readonly string[] | undefined) =>
  list?.find((text) => typeof text === 'string' && text.length > 0);

/**
 * What a failed registration shows (spec: access §8): the first e-mail error and the first
 * password error of the answer; the answer's own message when it has neither; nothing when
 * there was no answer (the caller then shows "Request failed").
 */
export function registrationFailureMessages(error: unknown): string[] {
  if (!isApiError(error) || !error.hasServerMessage) return [];
  const fieldErrors = [first(error.errors?.email), first(error.errors?.password)].filter(
    (text): text is string => text !== undefined,
  );
  if (fieldErrors.length > 0) return fieldErrors;
  return error.message ? [error.message] : [];
}
