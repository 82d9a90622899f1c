import { isApiError } from './api-error';

/** The server's own message for a failed call, or null when there is none worth showing. */
export function serverMessageOf(error: unknown): string | null {
  return isApiError(error) && error.hasServerMessage && error.message ? error.message : null;
}
