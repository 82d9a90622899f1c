import { Status, api, type LoginData, type ReloginBody } from '@marquee/contract';
import type { EnvelopeEvent } from '@/shared/api/api-client';

/** Session re-check throttle (spec: access §9): status 2 is handled at most once per 4 s. */
export const SESSION_RECHECK_THROTTLE_MS = 4000;

/** What the session does about a response (spec: access §4 Session and §8). */
export type SessionAction = 'session-problem' | 'relogin' | null;

// Calls whose answers never start the session flows: login and re-login failures belong to
// their callers, and check-device-token is the flow's own probe.
const exempt = new Set<string>([
  api.account.login.path,
  api.account.relogin.path,
  api.account.checkDeviceToken.path,
]);

/** Maps a response's envelope to a session action: status 2 and -1 start the session flows. */
export function sessionActionFor(event: Pick<EnvelopeEvent, 'status' | 'endpoint'>): SessionAction {
  if (exempt.has(event.endpoint.path)) return null;
  if (event.status === Status.session) return 'session-problem';
  if (event.status === Status.relogin) return 'relogin';
  return null;
}

/** A session problem's message is shown as a warning, unless there is none or it says OK. */
export function shouldWarnAbout(message: string | undefined): message is string {
  const text = message?.trim() ?? '';
  return text !== '' && text.toUpperCase() !== 'OK';
}

/** Whether a throttled action may run now, given when it last ran (null = never). */
export function throttleAllows(
  lastRunAt: number | null,
  now: number,
  intervalMs = SESSION_RECHECK_THROTTLE_MS,
): boolean {
  return lastRunAt === null || now - lastRunAt >= intervalMs;
}

/** A socket force-logout logs out, unless a silent re-login is under way. */
export function shouldForceLogout(reloginPending: boolean): boolean {
  return !reloginPending;
}

/**
 * The body of the silent re-login: this device's UID and the key its last login returned.
 * Null when the stored user has no key (the web app never keeps the password).
 */
export function reloginBodyOf(user: LoginData | false | null): ReloginBody | null {
  if (!user || !user.relogin_key) return null;
  return { uid: user.uid, relogin_key: user.relogin_key };
}
