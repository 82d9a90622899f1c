import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationSchema, envelope, languageSchema } from '@marquee/contract';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('configuration and languages', () => {
  it('serves the composer configuration without a login', async () => {
    const response = await t.call({ url: '/api/composer/configuration/web' });
    expect(response.statusCode).toBe(200);
    const body = envelope(configurationSchema).parse(response.json());
    expect(body.data?.app_name).toBe('Marquee');
    expect(body.data?.web.modules.vod).toBe(true);
  });

  it('lists en, pt and pt_BR', async () => {
    const response = await t.call({ url: '/api/languages' });
    const body = envelope(z.array(languageSchema)).parse(response.json());
    expect(body.data?.map((language) => language.code)).toEqual(['en', 'pt', 'pt_BR']);
  });

  it('answers health checks', async () => {
    const response = await t.call({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.ok).toBe(true);
  });

  it('answers an unknown call with a JSON 404 in the envelope', async () => {
    const response = await t.call({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 0, message: 'No such call: GET /api/no-such-thing' });
  });

  it('sends strict security headers', async () => {
    const response = await t.call({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
