// Two servers on one database, sharing change notices as instances sharing REDIS_URL do: what
// one changes, the other forgets at once instead of serving its memo for another second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTwinApp, type TestApp } from '../test/test-app.js';
import { aloneCluster } from './cluster.js';

let a: TestApp;
let b: Awaited<ReturnType<typeof createTwinApp>>;
beforeAll(async () => {
  const cluster = aloneCluster();
  a = await createTestApp({ cluster });
  b = await createTwinApp(a, { cluster });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('instances sharing change notices', () => {
  it('refuse a device removed on another instance at the next call', async () => {
    const phone = await a.login(undefined, undefined, 'phone-on-a');
    const tablet = await a.login(undefined, undefined, 'tablet-on-b');
    // The phone's session is now in A's memo.
    expect((await a.call({ url: '/api/account/devices', token: phone.token })).statusCode).toBe(
      200,
    );
    const removed = await b.call({
      method: 'POST',
      url: '/api/account/remove-device',
      token: tablet.token,
      body: { id: phone.device.id },
    });
    expect(removed.statusCode).toBe(200);
    const after = await a.call({ url: '/api/account/devices', token: phone.token });
    expect(after.statusCode).toBe(401);
  });

  it('say the server is not ready once it stops, and close every connection after answering', async () => {
    const twin = await createTwinApp(a);
    try {
      expect((await twin.call({ url: '/api/health' })).statusCode).toBe(200);
      twin.app.draining.start();
      const health = await twin.call({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers.connection).toBe('close');
      expect(health.json()).toEqual({
        status: 0,
        message: 'This server is shutting down and takes no new requests. Please try again.',
        notice: { key: 'shuttingDown' },
      });
      // Other calls are still answered while the drain lets them finish.
      const languages = await twin.call({ url: '/api/languages' });
      expect(languages.statusCode).toBe(200);
      expect(languages.headers.connection).toBe('close');
    } finally {
      await twin.close();
    }
  });
});
