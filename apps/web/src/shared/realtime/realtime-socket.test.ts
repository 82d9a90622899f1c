import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, disconnectRealtime, emitRealtime, onRealtime } from './realtime-socket';

const made = vi.hoisted(
  () =>
    [] as {
      args: unknown[];
      handlers: Map<string, (payload: unknown) => void>;
      disconnect: ReturnType<typeof vi.fn>;
      emit: ReturnType<typeof vi.fn>;
    }[],
);
vi.mock('socket.io-client', () => ({
  io: (...args: unknown[]) => {
    const socket = {
      args,
      handlers: new Map<string, (payload: unknown) => void>(),
      disconnect: vi.fn(),
      emit: vi.fn(),
      on(event: string, handler: (payload: unknown) => void) {
        socket.handlers.set(event, handler);
      },
      off(event: string) {
        socket.handlers.delete(event);
      },
    };
    made.push(socket);
    return socket;
  },
}));

describe('realtime socket', () => {
  afterEach(() => {
    disconnectRealtime();
    made.length = 0;
  });

  it('connects to this origin on /socket.io with the token in the handshake query', async () => {
    await connectRealtime({ url: '', token: 'tok-1' });
    expect(made[0]?.args).toEqual([
      { path: '/socket.io', query: { token: 'tok-1' }, forceNew: true },
    ]);
  });

  it('connects to the configured socket_url when there is one', async () => {
    await connectRealtime({ url: 'https://rt.example.com', token: 'tok-1' });
    expect(made[0]?.args[0]).toBe('https://rt.example.com');
  });

  it('reconnects when the token changes, and not for the same one', async () => {
    await connectRealtime({ url: '', token: 'tok-1' });
    await connectRealtime({ url: '', token: 'tok-1' });
    expect(made).toHaveLength(1);
    await connectRealtime({ url: '', token: 'tok-2' });
    expect(made).toHaveLength(2);
    expect(made[0]?.disconnect).toHaveBeenCalledOnce();
  });

  it('drops a connection whose session ended while the library loaded', async () => {
    const pending = connectRealtime({ url: '', token: 'tok-1' });
    disconnectRealtime();
    await pending;
    expect(made).toHaveLength(0);
  });

  it('hands server events to listeners, on the current and later connections', async () => {
    const onForceLogout = vi.fn();
    const stop = onRealtime('force-logout', onForceLogout);
    await connectRealtime({ url: '', token: 'tok-1' });
    made[0]?.handlers.get('force-logout')?.({ reason: 'device-removed' });
    expect(onForceLogout).toHaveBeenCalledWith({ reason: 'device-removed' });
    stop();
    expect(made[0]?.handlers.has('force-logout')).toBe(false);
  });

  it('sends the client events of the page before its first connection once connected', async () => {
    vi.resetModules();
    const fresh = await import('./realtime-socket');
    const shown = { mongo_id: 'banner-1' };
    for (let count = 0; count < 25; count++) fresh.emitRealtime('ads-banner-shown', shown);
    await fresh.connectRealtime({ url: '', token: 'tok-1' });
    expect(made[0]?.emit).toHaveBeenCalledTimes(20);
    expect(made[0]?.emit).toHaveBeenCalledWith('ads-banner-shown', shown);
    fresh.disconnectRealtime();
  });

  it('emits client events only while connected once logged out', async () => {
    const report = { buffer: true, crash: false, record_model: 'vod', model_id: 3, model_type: 0 };
    emitRealtime('play-issues', report as never);
    await connectRealtime({ url: '', token: 'tok-1' });
    emitRealtime('play-issues', report as never);
    expect(made[0]?.emit).toHaveBeenCalledOnce();
  });
});
