import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../http/errors.js';
import { parsePrometheusText, sampleSum } from '../test/prometheus-text.js';
import { countRequests } from './metrics.js';

describe('countRequests', () => {
  it('counts 5xx answers apart from 4xx ones', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    const registry = new Registry();
    countRequests(app, registry);
    app.get('/broken/:id', () => {
      throw new Error('a failure the client must not see');
    });
    app.get('/fine', () => ({ ok: true }));
    await app.inject('/broken/1');
    await app.inject('/broken/2');
    await app.inject('/fine');
    const found = parsePrometheusText(await registry.metrics());
    await app.close();
    const broken = { method: 'GET', route: '/broken/:id' };
    expect(sampleSum(found, 'marquee_http_errors_total', { ...broken, status_class: '5xx' })).toBe(
      2,
    );
    expect(sampleSum(found, 'marquee_http_errors_total', { status_class: '4xx' })).toBe(0);
    expect(
      sampleSum(found, 'marquee_http_requests_total', { route: '/fine', status_class: '2xx' }),
    ).toBe(1);
    expect(sampleSum(found, 'marquee_http_errors_total', { route: '/fine' })).toBe(0);
  });
});
