import { useSyncExternalStore } from 'react';
import type { StudioSession } from '@marquee/contract';

/** Where the studio keeps its session: apart from the subscriber app's keys. */
const STORAGE_KEY = 'marquee.studio.session';

/** What is kept of a studio login: the Bearer token and when the server ends it at the latest. */
interface KeptSession {
  token: string;
  expiresAt: string;
}

function read(): KeptSession | undefined {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { token, expiresAt } = parsed as Partial<KeptSession>;
    if (typeof token !== 'string' || typeof expiresAt !== 'string') return undefined;
    return Date.parse(expiresAt) > Date.now() ? { token, expiresAt } : undefined;
  } catch {
    return undefined;
  }
}

let current = read();
const listeners = new Set<() => void>();

function keep(next: KeptSession | undefined) {
  current = next;
  try {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, full): the session lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

// Another tab's login or logout applies here too.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY) return;
  current = read();
  for (const listener of listeners) listener();
});

/** The operator's session in this browser: kept across reloads, ended on logout or a 401. */
export const studioSession = {
  token: (): string | undefined => current?.token,
  start: (session: StudioSession) => keep({ token: session.token, expiresAt: session.expires_at }),
  end: () => keep(undefined),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Whether this browser holds a studio session, re-rendering when that changes. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(studioSession.subscribe, () => current !== undefined);
}
