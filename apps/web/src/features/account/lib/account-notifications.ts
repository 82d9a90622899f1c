import { Status, api, type ReceivedNotice } from '@marquee/contract';
import type { EnvelopeEvent } from '@/shared/api/api-client';

export interface AccountNotification {
  kind: 'success' | 'error';
  message: string;
  notice: ReceivedNotice | undefined;
}

// Account calls whose messages are shown as they come (spec: access §8). Subscription changes
// and profile creation have their own dictionary notices instead, so they are not doubled.
const messageCalls = new Set<string>([
  api.account.updateProfile.path,
  api.account.deleteProfile.path,
  api.account.removeDevice.path,
]);

/**
 * A response on an account URL that carries a message is a success notification when its
 * status is OK and an error notification when it failed. Status 2 and -1 belong to the
 * session rules, which warn themselves.
 */
export function accountNotificationFor(
  event: Pick<EnvelopeEvent, 'status' | 'message' | 'endpoint'> & {
    notice?: ReceivedNotice | undefined;
  },
): AccountNotification | null {
  if (!messageCalls.has(event.endpoint.path) || !event.message) return null;
  const { message, notice } = event;
  if (event.status === Status.ok) return { kind: 'success', message, notice };
  if (event.status === Status.failure) return { kind: 'error', message, notice };
  return null;
}
