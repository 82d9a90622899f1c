import { api } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';

/** Confirms the stored token and returns the fresh logged-user payload. */
export function getAuthorization(signal?: AbortSignal) {
  return apiRequest(api.account.authorize, { signal });
}
