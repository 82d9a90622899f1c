import type { FastifyRequest } from 'fastify';
import { Header } from '@marquee/contract';
import { sessionEnded } from '../../http/errors.js';
import type { AccountRepository } from './account-repository.js';
import { hashToken } from './tokens.js';

/** Who is calling: resolved from the Token header. */
export interface SessionContext {
  token: string;
  sessionId: number;
  accountId: number;
  deviceId: number;
  profileId: number;
}

export interface SessionResolver {
  /** The caller's session, or null when the Token header is missing or no longer valid. */
  find(request: FastifyRequest): Promise<SessionContext | null>;
  /** The caller's session; a missing or revoked token answers with body status 2. */
  require(request: FastifyRequest): Promise<SessionContext>;
}

export function createSessionResolver(accounts: AccountRepository): SessionResolver {
  const find = async (request: FastifyRequest): Promise<SessionContext | null> => {
    const token = readToken(request);
    if (!token) return null;
    const session = await accounts.findActiveSession(hashToken(token));
    return session ? { token, ...session } : null;
  };
  return {
    find,
    async require(request) {
      const session = await find(request);
      if (!session) {
        throw sessionEnded(
          readToken(request) ? undefined : 'You are not logged in. Please log in to continue.',
        );
      }
      return session;
    },
  };
}

export function readToken(request: FastifyRequest): string | undefined {
  const value = request.headers[Header.token.toLowerCase()];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length <= 128 ? token : undefined;
}
