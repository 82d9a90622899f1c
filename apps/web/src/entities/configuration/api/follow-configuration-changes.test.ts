import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { SocketEvent } from '@marquee/contract';
import { configurationKeys } from './configuration-keys';
import { followConfigurationChanges } from './follow-configuration-changes';

const listened = vi.hoisted(() => new Map<string, () => void>());
vi.mock('@/shared/realtime/realtime-socket', () => ({
  onRealtime: (event: string, handler: () => void) => {
    listened.set(event, handler);
    return () => listened.delete(event);
  },
}));

describe('following configuration changes', () => {
  it('reads the shown configuration again when the socket says it changed, until stopped', async () => {
    const queryClient = new QueryClient();
    const queryKey = configurationKeys.configuration();
    const names = ['Marquee', 'Cinemateca'];
    let reads = 0;
    const shown = new QueryObserver(queryClient, {
      queryKey,
      queryFn: () => names[reads++] ?? 'again',
      staleTime: Infinity,
    });
    const unsubscribe = shown.subscribe(() => undefined);
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKey)).toBe('Marquee'));

    const stop = followConfigurationChanges(queryClient);
    listened.get(SocketEvent.configurationChanged)?.();
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKey)).toBe('Cinemateca'));

    stop();
    expect(listened.has(SocketEvent.configurationChanged)).toBe(false);
    unsubscribe();
  });
});
