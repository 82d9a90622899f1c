import type { QueryClient } from '@tanstack/react-query';
import { SocketEvent } from '@marquee/contract';
import { onRealtime } from '@/shared/realtime/realtime-socket';
import { configurationKeys } from './configuration-keys';

/**
 * Reads the configuration again when an operator changes it (the socket's
 * `configuration-changed`), so an open app takes the new name and colours; returns the stop.
 */
export function followConfigurationChanges(queryClient: QueryClient): () => void {
  return onRealtime(SocketEvent.configurationChanged, () => {
    void queryClient.invalidateQueries({ queryKey: configurationKeys.configuration() });
  });
}
