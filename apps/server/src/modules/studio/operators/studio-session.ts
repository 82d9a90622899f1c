import type { StudioSession } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { hashToken, newToken } from '../../accounts/account/index.js';
import { STUDIO_IDLE_MS, STUDIO_LONGEST_MS } from './operator-guard.js';
import type { OperatorRepository, OperatorRow } from './operator-repository.js';
import { presentOperator } from './present-operator.js';

/** Opens a studio session for an operator whose login passed: its token is shown this once. */
export type OpenSession = (operator: OperatorRow) => Promise<StudioSession>;

/** Opens studio sessions: a new Bearer token, its hash stored, ending 7 days on at the latest. */
export function createSessionOpener(operators: OperatorRepository, now: Clock): OpenSession {
  return async (operator) => {
    const token = newToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + STUDIO_LONGEST_MS);
    // Sessions that ended are forgotten as new ones begin: operators are few.
    await operators.pruneSessions(at, new Date(at.getTime() - STUDIO_IDLE_MS));
    await operators.createSession({
      tokenHash: hashToken(token),
      operatorId: operator.id,
      createdAt: at,
      lastSeenAt: at,
      expiresAt,
    });
    await operators.recordLogin(operator.id, at);
    return { token, operator: presentOperator(operator), expires_at: expiresAt.toISOString() };
  };
}
