import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import {
  SOCKET_TOKEN_QUERY,
  SocketEvent,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@marquee/contract';
import type { SessionResolver } from '../modules/account/session.js';

/** Server-to-client events of the realtime socket. */
export interface Realtime {
  /** Tells every socket of a device that its session is gone. */
  forceLogout(deviceId: number): void;
  close(): Promise<void>;
}

interface SocketData {
  session: { sessionId: number; accountId: number; deviceId: number; profileId: number };
}

const deviceRoom = (deviceId: number) => `device:${deviceId}`;

/** socket.io on the API's own HTTP server; a socket must present a live token to connect. */
export function attachRealtime(server: HttpServer, sessions: SessionResolver): Realtime {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>(server, {
    path: '/socket.io',
    serveClient: false,
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
  return {
    forceLogout(deviceId) {
      io.to(deviceRoom(deviceId)).emit(SocketEvent.forceLogout, { reason: 'device-removed' });
    },
    // The HTTP server belongs to Fastify, which closes it: only the sockets end here.
    close: () => {
      io.disconnectSockets(true);
      io.engine.close();
      return Promise.resolve();
    },
  };
}

function tokenOf(
  auth: Record<string, unknown>,
  query: Record<string, unknown>,
): string | undefined {
  const value = auth.token ?? query[SOCKET_TOKEN_QUERY];
  return typeof value === 'string' && value.length <= 128 ? value : undefined;
}
