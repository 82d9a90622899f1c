import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Namespace, type ServerOptions, type Socket } from 'socket.io';
import type { z } from 'zod';
import {
  SOCKET_TOKEN_QUERY,
  STUDIO_SOCKET_NAMESPACE,
  SocketEvent,
  type StudioServerToClientEvents,
  clientToServerSchemas,
  describeIssues,
  type ServerToClientEvents,
} from '@marquee/contract';
import { pathToNul } from '../http/parse-input.js';
import type { SessionResolver } from '../http/session.js';

/** Server-to-client events of the realtime socket. */
export interface Realtime {
  /** Tells every socket of a device that its session is gone. */
  forceLogout(deviceId: number): void;
  /** Tells every socket connected to this instance that the configuration changed. */
  configurationChanged(): void;
  /** Tells the operator sockets connected to this instance that the dashboard changed. */
  dashboardChanged(): void;
  /** The sockets connected to this instance now. */
  connectionCount(): number;
  /** The operator sockets (the studio namespace) connected to this instance now. */
  operatorConnectionCount(): number;
  /** Lets the events being handled finish (for `graceMs` at most), then disconnects every socket. */
  close(): Promise<void>;
}

export interface SocketSession {
  sessionId: number;
  accountId: number;
  deviceId: number;
  profileId: number;
}

interface SocketData {
  session: SocketSession;
}

type ClientEvent = keyof typeof clientToServerSchemas;

/** What the server does with a client-to-server event once its payload passed the contract. */
export type ClientEventHandlers = {
  [E in ClientEvent]?: (
    session: SocketSession,
    payload: z.output<(typeof clientToServerSchemas)[E]>,
  ) => Promise<void>;
};

/** What a client may send: anything, under the contract's event names, checked on arrival. */
type UncheckedClientEvents = { [E in ClientEvent]: (payload: unknown) => void };
type AppSocket = Socket<UncheckedClientEvents, ServerToClientEvents, object, SocketData>;

const deviceRoom = (deviceId: number) => `device:${deviceId}`;

/**
 * socket.io on the API's own HTTP server; a socket must present a live token to connect.
 * Client events go to `handlers`; a payload the contract refuses (or with U+0000, which
 * PostgreSQL cannot store) is dropped and logged at debug level, and a failing handler is
 * logged, never thrown at the socket.
 */
export function attachRealtime(
  server: HttpServer,
  sessions: SessionResolver,
  options: {
    log: FastifyBaseLogger;
    handlers?: ClientEventHandlers;
    /** Reaches the sockets of other instances (cluster/redis-cluster.ts); absent, this process's. */
    adapter?: ServerOptions['adapter'];
    /** How long `close` waits for events being handled; none unless told. */
    graceMs?: number;
    /** Whether a token opens the studio namespace; absent, no operator socket connects. */
    operators?: (token: string) => Promise<boolean>;
  },
): Realtime {
  const io = new Server<UncheckedClientEvents, ServerToClientEvents, object, SocketData>(server, {
    path: '/socket.io',
    serveClient: false,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  io.use((socket, next) => {
    const token = tokenOf(socket.handshake.auth, socket.handshake.query);
    if (!token) return next(new Error('A token is required.'));
    sessions
      .lookup(token)
      .then((found) => {
        if (found.state !== 'live') return next(new Error('This session has ended.'));
        const { sessionId, accountId, deviceId, profileId } = found.session;
        const session = { sessionId, accountId, deviceId, profileId };
        socket.data.session = session;
        void socket.join(deviceRoom(session.deviceId));
        next();
      })
      .catch(() => next(new Error('The session could not be checked.')));
  });
  // Operators connect to a namespace of their own, with a studio session's token: subscriber
  // sockets never hear studio events, and a subscriber's token names no studio session.
  const studio = io.of(STUDIO_SOCKET_NAMESPACE) as unknown as Namespace<
    object,
    StudioServerToClientEvents
  >;
  studio.use((socket, next) => {
    const token = tokenOf(socket.handshake.auth, {});
    if (!token || !options.operators) return next(new Error('A studio token is required.'));
    options
      .operators(token)
      .then((allowed) => next(allowed ? undefined : new Error('This studio session may not.')))
      .catch(() => next(new Error('The session could not be checked.')));
  });
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  io.on('connection', (socket) => {
    for (const event of Object.keys(clientToServerSchemas) as ClientEvent[]) {
      listen(socket, event, { ...options, track });
    }
  });
  return {
    forceLogout(deviceId) {
      io.to(deviceRoom(deviceId)).emit(SocketEvent.forceLogout, { reason: 'device-removed' });
    },
    // Each instance hears the change notice and tells its own sockets, once it reads anew.
    configurationChanged() {
      io.local.emit(SocketEvent.configurationChanged, {});
    },
    dashboardChanged() {
      studio.local.emit(SocketEvent.dashboardChanged, {});
    },
    // The main namespace's sockets: only those that passed the token check above.
    connectionCount: () => io.of('/').sockets.size,
    operatorConnectionCount: () => studio.sockets.size,
    // The HTTP server belongs to Fastify, which closes it: only the sockets end here.
    close: async () => {
      if (inFlight.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...inFlight]),
          new Promise((done) => (timer = setTimeout(done, options.graceMs ?? 0))),
        ]);
        clearTimeout(timer);
      }
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
}

function listen(
  socket: AppSocket,
  event: ClientEvent,
  {
    log,
    handlers,
    track,
  }: {
    log: FastifyBaseLogger;
    handlers?: ClientEventHandlers;
    track: (work: Promise<void>) => void;
  },
): void {
  // The payload is parsed by this event's own schema first, so the handler gets its type.
  const handle = handlers?.[event] as
    ((session: SocketSession, payload: unknown) => Promise<void>) | undefined;
  if (!handle) return;
  socket.on(event, (payload: unknown) => {
    const parsed = clientToServerSchemas[event].safeParse(payload);
    if (!parsed.success) {
      log.debug({ event, problem: describeIssues(parsed.error) }, 'ignored a socket event');
      return;
    }
    if (pathToNul(parsed.data)) {
      log.debug({ event, problem: 'a text holds U+0000' }, 'ignored a socket event');
      return;
    }
    track(
      handle(socket.data.session, parsed.data).catch((err: unknown) =>
        log.error({ err, event }, 'socket event failed'),
      ),
    );
  });
}

function tokenOf(
  auth: Record<string, unknown>,
  query: Record<string, unknown>,
): string | undefined {
  const value = auth.token ?? query[SOCKET_TOKEN_QUERY];
  return typeof value === 'string' && value.length <= 128 ? value : undefined;
}
