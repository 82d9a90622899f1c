import { Status } from '@marquee/contract';
import type { EnvelopeEvent } from '@/shared/api/api-client';

/** What the session does about a response (spec: access §4 Session and §8). */
export type SessionAction = 'log-out' | null;

/**
 * Maps an envelope to a session action. Status 2 logs out. Status -1 should re-login silently
 * with stored credentials; until that lands (a later issue) it logs out as well. The login call
 * itself is never a session problem: its failures belong to the form.
 */
export function sessionActionFor(event: Pick<EnvelopeEvent, 'status' | 'endpoint'>): SessionAction {
  if (event.endpoint.auth === 'basic') return null;
  switch (event.status) {
    case Status.session:
    case Status.relogin:
      return 'log-out';
    default:
      return null;
  }
}
