import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import {
  SOCKET_TOKEN_QUERY,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@marquee/contract';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type ServerEvent = keyof ServerToClientEvents;
type ClientEvent = keyof ClientToServerEvents;

/** Where and as whom to connect: the configuration's `socket_url` ('' = this origin). */
export interface RealtimeTarget {
  url: string;
  token: string;
}

/** The realtime socket path on the API server. */
export const SOCKET_PATH = '/socket.io';

/** socket.io options for a session: the token rides in the handshake query (spec: access §7). */
export function socketOptions(token: string): Partial<ManagerOptions & SocketOptions> {
  // A new token needs a new connection: socket.io would otherwise reuse the old manager.
  return { path: SOCKET_PATH, query: { [SOCKET_TOKEN_QUERY]: token }, forceNew: true };
}

let current: { socket: RealtimeSocket; key: string } | null = null;
let generation = 0;
/** Client events sent before the first connection (the socket loads when the page is idle). */
let early: [ClientEvent, unknown][] | null = [];
const EARLY_EVENTS = 20;
const handlers = new Map<ServerEvent, Set<(payload: never) => void>>();

/**
 * Connects the realtime socket for a session (replacing any other one). socket.io-client is
 * loaded here, on the first connection after login, so visitors never download it.
 */
export async function connectRealtime(target: RealtimeTarget): Promise<void> {
  const key = `${target.url}\n${target.token}`;
  if (current?.key === key) return;
  const waiting = early;
  disconnectRealtime();
  early = waiting;
  const mine = ++generation;
  const { io } = await import('socket.io-client');
  // Logged out or switched token while the library loaded: this connection is stale.
  if (mine !== generation) return;
  const options = socketOptions(target.token);
  const socket: RealtimeSocket = target.url ? io(target.url, options) : io(options);
  for (const [event, set] of handlers) {
    for (const handler of set) socket.on(event, handler as never);
  }
  current = { socket, key };
  for (const [event, payload] of early ?? []) socket.emit(event, payload as never);
  early = null;
}

/** Closes the realtime socket, if any. */
export function disconnectRealtime(): void {
  generation += 1;
  early = null;
  current?.socket.disconnect();
  current = null;
}

/** Listens to a server event on the current and every later connection; returns the stop. */
export function onRealtime<E extends ServerEvent>(
  event: E,
  handler: ServerToClientEvents[E],
): () => void {
  const set = handlers.get(event) ?? new Set();
  handlers.set(event, set);
  set.add(handler);
  current?.socket.on(event, handler as never);
  return () => {
    set.delete(handler);
    current?.socket.off(event, handler as never);
  };
}

/**
 * Sends a client event on the socket; one sent before the page's first connection waits for it
 * (a few at most), one sent after a logout is dropped.
 */
export function emitRealtime<E extends ClientEvent>(
  event: E,
  ...payload: Parameters<ClientToServerEvents[E]>
): void {
  if (current) current.socket.emit(event, ...payload);
  else if (early && early.length < EARLY_EVENTS) early.push([event, payload[0]]);
}
