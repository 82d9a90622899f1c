import {
  STUDIO_SOCKET_NAMESPACE,
  SocketEvent,
  type StudioServerToClientEvents,
} from '@marquee/contract';
import type { Socket } from 'socket.io-client';

/**
 * Listens for `dashboard-changed` on the socket's studio namespace with the operator's token;
 * `changed` is also called on every reconnection after the first connection, as changes may
 * have been missed meanwhile. Returns the function that closes the socket. The socket's client
 * is loaded with the first page that follows changes, not with the sign-in page.
 */
export function followDashboardChanges(token: string, changed: () => void): () => void {
  let socket: Socket<StudioServerToClientEvents> | undefined;
  let closed = false;
  void import('socket.io-client').then(({ io }) => {
    if (closed) return;
    socket = io(STUDIO_SOCKET_NAMESPACE, { path: '/socket.io', auth: { token } });
    let connectedBefore = false;
    socket.on('connect', () => {
      if (connectedBefore) changed();
      connectedBefore = true;
    });
    socket.on(SocketEvent.dashboardChanged, changed);
  });
  return () => {
    closed = true;
    socket?.close();
  };
}
