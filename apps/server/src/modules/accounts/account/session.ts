import type { FastifyRequest } from 'fastify';
import { Header, Status, notice } from '@marquee/contract';
import { type Clock, DAY, MINUTE } from '../../../clock.js';
import { HttpError, sessionEnded } from '../../../http/errors.js';
import type { SessionContext, SessionResolver, TokenLookup } from '../../../http/session.js';
import type { DeviceRepository } from './device-repository.js';
import { hashToken } from './tokens.js';

export type { SessionContext, SessionResolver, TokenLookup };

/** Status -1: the session expired from idleness; the client re-logs in silently. */
export const sessionExpired = () => new HttpError(401, notice('sessionExpired'), Status.relogin);

// A session's last use (and its device's) is written at most once a minute: most reads stay
// reads, and the studio dashboard's active sessions (seen in the last 5 minutes) hold.
const TOUCH_EVERY = MINUTE;

export function createSessionResolver(
  devices: DeviceRepository,
  options: { now: Clock; idleDays: number },
): SessionResolver {
  const idleMs = options.idleDays * DAY;

  const lookup = async (token: string): Promise<TokenLookup> => {
    const row = await devices.findSession(hashToken(token));
    if (!row || row.revokedAt || row.deviceRemovedAt) return { state: 'none' };
    const now = options.now();
    const idle = now.getTime() - row.lastUsedAt.getTime();
    if (idle > idleMs) return { state: 'expired' };
    if (idle > TOUCH_EVERY) await devices.touchSession(row.sessionId, row.deviceId, now);
    const { sessionId, accountId, deviceId, profileId, maturityCeiling } = row;
    const session = { token, sessionId, accountId, deviceId, profileId, maturityCeiling };
    return { state: 'live', session };
  };

  return {
    lookup,
    async find(request) {
      const token = readToken(request);
      if (!token) return null;
      const found = await lookup(token);
      return found.state === 'live' ? found.session : null;
    },
    async require(request) {
      const token = readToken(request);
      if (!token) throw sessionEnded(notice('notLoggedIn'));
      const found = await lookup(token);
      if (found.state === 'expired') throw sessionExpired();
      if (found.state === 'none') throw sessionEnded();
      return found.session;
    },
  };
}

export function readToken(request: FastifyRequest): string | undefined {
  const value = request.headers[Header.token.toLowerCase()];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length <= 128 ? token : undefined;
}
