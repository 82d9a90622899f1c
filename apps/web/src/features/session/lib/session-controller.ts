import type { LoginData, ReceivedNotice, ReloginBody } from '@marquee/contract';
import type { EnvelopeEvent } from '@/shared/api/api-client';
import {
  reloginBodyOf,
  sessionActionFor,
  shouldForceLogout,
  shouldWarnAbout,
  throttleAllows,
} from './session-rules';

/** What the session flows need from the outside world (the store, the API, the page). */
export interface SessionControllerDeps {
  now: () => number;
  /** The user in state: null unknown, false logged out. */
  getUser: () => LoginData | false | null;
  /** The user kept in local storage (there even while the state is still unknown). */
  getStoredUser: () => LoginData | null;
  logOutLocally: () => void;
  storeUser: (user: LoginData) => void;
  /** Shows the server's message; its notice, when sent, lets it show in the reader's language. */
  warn: (message: string, notice: ReceivedNotice | undefined) => void;
  checkDeviceToken: () => Promise<unknown>;
  relogin: (body: ReloginBody) => Promise<LoginData>;
  reload: () => void;
}

/** The session flows of spec: access §4 Session and §8, fed by envelopes and the socket. */
export interface SessionController {
  handleEnvelope: (
    event: Pick<EnvelopeEvent, 'status' | 'message' | 'endpoint'> & {
      notice?: ReceivedNotice | undefined;
    },
  ) => void;
  handleForceLogout: () => void;
  /** Whether a silent re-login is under way. */
  isReloginPending: () => boolean;
}

/** Builds the session flows around their dependencies. */
export function createSessionController(deps: SessionControllerDeps): SessionController {
  let lastProblemAt: number | null = null;
  let reloginPending = false;
  // One silent re-login per page: after it the page reloads, and a failure logs out.
  let reloginTried = false;

  const logOut = () => {
    if (deps.getUser() !== false) deps.logOutLocally();
  };

  const onSessionProblem = (message: string | undefined, notice: ReceivedNotice | undefined) => {
    const now = deps.now();
    if (throttleAllows(lastProblemAt, now)) {
      lastProblemAt = now;
      if (shouldWarnAbout(message)) deps.warn(message, notice);
      // Asked before the local logout, so the request still carries the doubted token.
      deps.checkDeviceToken().catch(() => undefined);
    }
    logOut();
  };

  const onRelogin = async () => {
    if (reloginPending || reloginTried) return;
    reloginTried = true;
    const body = reloginBodyOf(deps.getStoredUser());
    if (!body) return logOut();
    reloginPending = true;
    try {
      deps.storeUser(await deps.relogin(body));
      // Pending until the reload, so a force-logout meanwhile cannot undo the new session.
      deps.reload();
    } catch {
      reloginPending = false;
      logOut();
    }
  };

  return {
    handleEnvelope: (event) => {
      const action = sessionActionFor(event);
      if (action === 'session-problem') onSessionProblem(event.message, event.notice);
      else if (action === 'relogin') void onRelogin();
    },
    handleForceLogout: () => {
      if (shouldForceLogout(reloginPending)) logOut();
    },
    isReloginPending: () => reloginPending,
  };
}
