import type { FastifyRequest } from 'fastify';

/** Who is calling: resolved from the Token header. */
export interface SessionContext {
  token: string;
  sessionId: number;
  accountId: number;
  deviceId: number;
  profileId: number;
  /**
   * A kids profile's maturity ceiling (a parental rating code): the server answers nothing
   * rated above it. Null for every other profile.
   */
  maturityCeiling: string | null;
}

/** A token's state: live, expired from idleness (re-login can renew it), or gone. */
export type TokenLookup =
  { state: 'live'; session: SessionContext } | { state: 'expired' } | { state: 'none' };

/**
 * How calls and sockets learn who is calling. The account module resolves sessions; the HTTP
 * layer and the realtime server only know this shape.
 */
export interface SessionResolver {
  /** What the token is worth now; a live session's use is recorded. */
  lookup(token: string): Promise<TokenLookup>;
  /** The caller's session, or null when the Token header is missing, expired or revoked. */
  find(request: FastifyRequest): Promise<SessionContext | null>;
  /**
   * The caller's session. A missing or revoked token answers body status 2 (log out); an
   * expired one answers status -1 (re-login silently).
   */
  require(request: FastifyRequest): Promise<SessionContext>;
}
