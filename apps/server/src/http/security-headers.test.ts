import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { registerSecurityHeaders } from './security-headers.js';

const OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      styleSrc: ["'self'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
};

async function appWith(register: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify({ logger: false });
  await register(app);
  app.get('/json', () => ({ hello: 'world' }));
  app.get('/api/json', () => ({ hello: 'world' }));
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.get('/own-header', (_request, reply) => reply.header('X-Frame-Options', 'DENY').send('x'));
  return app;
}

/** Every header of an answer but those that change from one answer to the next. */
async function headersOf(app: FastifyInstance, url: string) {
  const headers = { ...(await app.inject(url)).headers };
  delete headers.date;
  return headers;
}

describe('security headers', () => {
  it('are the very headers @fastify/helmet gives, on answers, errors and unknown paths', async () => {
    const plugin = await appWith(async (app) => {
      await app.register(fastifyHelmet, OPTIONS);
    });
    const once = await appWith((app) => registerSecurityHeaders(app, OPTIONS, '/api'));
    for (const url of ['/json', '/fails', '/no-such-path', '/own-header', '/apis']) {
      const expected = await headersOf(plugin, url);
      expect(expected['content-security-policy']).toContain("connect-src 'self' ws: wss:");
      expect(await headersOf(once, url)).toEqual(expected);
    }
    await Promise.all([plugin.close(), once.close()]);
  });

  it('on API answers are the few that guard data that is not a page, with helmet values', async () => {
    const plugin = await appWith(async (app) => {
      await app.register(fastifyHelmet, OPTIONS);
    });
    const once = await appWith((app) => registerSecurityHeaders(app, OPTIONS, '/api'));
    const page = await headersOf(plugin, '/json');
    const api = await headersOf(once, '/api/json');
    expect(api['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const name of [
      'cross-origin-resource-policy',
      'strict-transport-security',
      'x-content-type-options',
    ]) {
      expect(api[name]).toBe(page[name]);
    }
    for (const name of ['x-frame-options', 'referrer-policy', 'x-xss-protection']) {
      expect(page[name]).toBeDefined();
      expect(api[name]).toBeUndefined();
    }
    expect((await headersOf(once, '/api/no-such-call'))['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    await Promise.all([plugin.close(), once.close()]);
  });

  it('refuses CSP nonces, which differ per request', async () => {
    await expect(
      appWith((app) => registerSecurityHeaders(app, { ...OPTIONS, enableCSPNonces: true }, '/api')),
    ).rejects.toThrow(/per request/);
  });
});
