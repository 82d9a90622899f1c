import type { z } from './zod.js';
import { validationText } from './validation-texts.js';

/** Names a field the way the request spelt it: `['filter', 'genre_id', 0]` is `filter[genre_id][0]`. */
export function bracketPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) => (index === 0 ? String(segment) : `[${String(segment)}]`))
    .join('');
}

/** The message given to a key a strict object does not know. */
export const UNKNOWN_PARAMETER = 'unknown parameter';

/**
 * Validation issues as field -> messages, the `errors` of a failed response body. Issues on the
 * value as a whole go under `''`; each unknown key gets its own entry. A form rule's issue
 * carries its key (validation-texts.ts): it is answered as its English text, so API clients
 * read sentences.
 */
export function issuesByField(error: z.core.$ZodError): Record<string, string[]> {
  // A Map, because field names come from the request: `hasOwnProperty` is a field too.
  const out = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = out.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    out.set(field, list);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(bracketPath([...issue.path, key]), UNKNOWN_PARAMETER);
    } else {
      add(bracketPath(issue.path), validationText(issue.message));
    }
  }
  return Object.fromEntries(out);
}

/** One readable line for the envelope's `message`: `filter[foo]: unknown parameter; page: must be 1 or more`. */
export function describeIssues(error: z.core.$ZodError): string {
  return Object.entries(issuesByField(error))
    .flatMap(([field, messages]) =>
      messages.map((message) => (field ? `${field}: ${message}` : message)),
    )
    .join('; ');
}
