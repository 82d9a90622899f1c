import type { FastifyRequest } from 'fastify';
import { Status, notice, operatorRoles, type OperatorRole } from '@marquee/contract';
import { type Clock, DAY, HOUR, MINUTE } from '../../../clock.js';
import { HttpError, sessionEnded } from '../../../http/errors.js';
import type { CallGuard } from '../../../http/route.js';
import { hashToken } from '../../accounts/account/index.js';
import type { OperatorRepository, OperatorRow } from './operator-repository.js';

/** A studio session ends after this long unused... */
export const STUDIO_IDLE_MS = 12 * HOUR;
/** ...and this long after its login at the latest. */
export const STUDIO_LONGEST_MS = 7 * DAY;
// A session's last use is written at most once a minute: reads stay reads.
const TOUCH_EVERY = MINUTE;

/** Who makes a studio call: the operator, as the database has it now, and its session. */
export interface OperatorContext {
  operator: OperatorRow;
  /** The SHA-256 of the session's token. */
  tokenHash: string;
}

const notLoggedIn = () => new HttpError(401, notice('studioNotLoggedIn'), Status.session);
const studioSessionEnded = () => sessionEnded(notice('studioSessionEnded'));

/**
 * The operator's Bearer token. Only `Authorization` is read: a subscriber's `Token` header is
 * never looked at, and a subscriber's token sent as Bearer names no operator session.
 */
export function readOperatorToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S{1,128})\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Resolves studio sessions and makes the guards of studio calls. */
export function createOperatorGuard(operators: OperatorRepository, now: Clock) {
  /** The caller's live session, or a 401: none sent, unknown, expired or its operator disabled. */
  async function session(request: FastifyRequest): Promise<OperatorContext> {
    const token = readOperatorToken(request);
    if (!token) throw notLoggedIn();
    return sessionOf(token);
  }

  async function sessionOf(token: string): Promise<OperatorContext> {
    const tokenHash = hashToken(token);
    const row = await operators.findSession(tokenHash);
    if (!row || row.operator.disabledAt) throw studioSessionEnded();
    const at = now();
    const idle = at.getTime() - row.lastSeenAt.getTime();
    if (at >= row.expiresAt || idle > STUDIO_IDLE_MS) {
      await operators.endSession(tokenHash);
      throw studioSessionEnded();
    }
    if (idle > TOUCH_EVERY) await operators.touchSession(tokenHash, at);
    return { operator: row.operator, tokenHash };
  }

  /** A guard for `roles`; with `pendingPassword`, one-time passwords pass too. */
  const guard =
    (roles: readonly OperatorRole[], pendingPassword: boolean): CallGuard<OperatorContext> =>
    async (request) => {
      const caller = await session(request);
      const { role, mustChangePassword } = caller.operator;
      if (!pendingPassword && mustChangePassword) {
        throw new HttpError(403, notice('studioPasswordChangeRequired'));
      }
      if (!roles.includes(role)) {
        throw new HttpError(403, notice('studioRoleRefused', { role }));
      }
      return caller;
    };

  return {
    /**
     * The guard of a studio call the listed roles may make: 401 without a live operator
     * session, 403 for another role or an operator who has yet to change a one-time password.
     */
    requireOperator: (...roles: [OperatorRole, ...OperatorRole[]]) => guard(roles, false),
    /** The guard of the caller's own session and password: every role, one-time password or not. */
    ownSession: guard(operatorRoles, true),
    /**
     * Whether a token is a live studio session of one of `roles` whose password is not a
     * one-time one: what a studio call's guard lets through, for a socket's handshake.
     */
    async allows(token: string, roles: readonly OperatorRole[]): Promise<boolean> {
      const caller = await sessionOf(token).catch((error: unknown) => {
        if (error instanceof HttpError) return undefined;
        throw error;
      });
      return (
        caller !== undefined &&
        !caller.operator.mustChangePassword &&
        roles.includes(caller.operator.role)
      );
    },
  };
}

export type OperatorGuard = ReturnType<typeof createOperatorGuard>;
