import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { configurationQueryOptions } from '@/entities/configuration';
import { whenIdle } from '@/shared/lib/when-idle';
import { connectRealtime, disconnectRealtime } from '@/shared/realtime/realtime-socket';
import { useSessionStore } from '../stores/session-store';

/**
 * Keeps the realtime socket connected while logged in (reconnecting when the token changes),
 * from the first idle moment after the page loads. Its force-logout events go to the session
 * rules (start-session.ts).
 */
export function useRealtimeSession(): void {
  const token = useSessionStore((state) => (state.user ? state.user.device.token : null));
  const configuration = useQuery({ ...configurationQueryOptions(), enabled: Boolean(token) });
  // Without a configuration (it failed), the socket is on this origin, as the default says.
  const url = configuration.isPending ? null : (configuration.data?.socket_url ?? '');

  useEffect(() => {
    if (!token || url === null) return;
    // Nothing on screen waits for the socket: it connects once the page is idle.
    const cancel = whenIdle(() => void connectRealtime({ url, token }));
    return () => {
      cancel();
      disconnectRealtime();
    };
  }, [token, url]);
}
