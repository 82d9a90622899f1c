import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';
import { serverRoot } from './paths.js';

describe('readConfig', () => {
  it('defaults PUBLIC_URL to the listening address and SESSION_IDLE_DAYS to 30', () => {
    const config = readConfig({});
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(config.sessionIdleDays).toBe(30);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(readConfig({ PORT: '9000', HOST: '0.0.0.0' }).publicUrl).toBe('http://127.0.0.1:9000');
  });

  it('takes PUBLIC_URL without its trailing slash, and other settings as given', () => {
    const config = readConfig({
      PUBLIC_URL: 'https://tv.example.com/',
      SESSION_IDLE_DAYS: '7',
      TRUST_PROXY: '1',
      SMTP_URL: 'smtp://mail.example.com',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://tv.example.com',
      sessionIdleDays: 7,
      trustProxy: true,
      smtpUrl: 'smtp://mail.example.com',
    });
  });

  it('refuses settings it cannot use, saying which', () => {
    expect(() => readConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/);
    expect(() => readConfig({ SESSION_IDLE_DAYS: 'soon' })).toThrow(/SESSION_IDLE_DAYS/);
    expect(() => readConfig({ MEDIA_SIGNING_SECRET: 'too short' })).toThrow(/MEDIA_SIGNING_SECRET/);
    expect(() => readConfig({ STUDIO_SECRET_KEY: 'too short' })).toThrow(/STUDIO_SECRET_KEY/);
    expect(() => readConfig({ MEDIA_TOKEN_TTL_SECONDS: '30' })).toThrow(/MEDIA_TOKEN_TTL/);
    expect(() => readConfig({ MEDIA_TOKEN_TTL_SECONDS: '1.5' })).toThrow(/MEDIA_TOKEN_TTL/);
  });

  it("keeps the operator's packaged media in DATA_DIR/media and the demo's in apps/server/media, unless told otherwise", () => {
    const config = readConfig({ DATA_DIR: '/srv/marquee' });
    expect(config.mediaDir).toBe(resolve('/srv/marquee/media'));
    expect(config.demoMediaDir).toBe(join(serverRoot, 'media'));
    expect(
      readConfig({ MEDIA_DIR: '/mnt/shared/media', DEMO_MEDIA_DIR: '/opt/demo' }),
    ).toMatchObject({
      mediaDir: '/mnt/shared/media',
      demoMediaDir: '/opt/demo',
    });
  });

  it('packages one job at a time unless INGEST_CONCURRENCY says, and refuses a count it cannot use', () => {
    expect(readConfig({}).ingestConcurrency).toBe(1);
    expect(readConfig({ INGEST_CONCURRENCY: '0' }).ingestConcurrency).toBe(0);
    expect(readConfig({ INGEST_CONCURRENCY: '4' }).ingestConcurrency).toBe(4);
    for (const value of ['-1', '1.5', '17', 'two']) {
      expect(() => readConfig({ INGEST_CONCURRENCY: value })).toThrow(
        `INGEST_CONCURRENCY must be a whole number from 0 to 16, not "${value}"`,
      );
    }
  });

  it('signs media with a key made under DATA_DIR for 6 hours, unless told otherwise', () => {
    expect(readConfig({})).toMatchObject({
      mediaSigningSecret: undefined,
      mediaTokenTtlSeconds: 21_600,
    });
    const secret = 'x'.repeat(32);
    expect(
      readConfig({ MEDIA_SIGNING_SECRET: secret, MEDIA_TOKEN_TTL_SECONDS: '3600' }),
    ).toMatchObject({ mediaSigningSecret: secret, mediaTokenTtlSeconds: 3600 });
  });

  it('runs alone without REDIS_URL, and shares with other instances through the one given', () => {
    expect(readConfig({}).redisUrl).toBeUndefined();
    expect(readConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(readConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(readConfig({ REDIS_URL: 'rediss://u:secret@cache.example.com:6380/2' }).redisUrl).toBe(
      'rediss://u:secret@cache.example.com:6380/2',
    );
  });

  it('refuses a REDIS_URL it cannot connect to, saying what it expects', () => {
    expect(() => readConfig({ REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL must start with redis:\/\/ or rediss:\/\//,
    );
    expect(() => readConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL must be an address/);
    expect(() => readConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => readConfig({ REDIS_URL: 'redis://127.0.0.1:6379/cache' })).toThrow(
      /REDIS_URL's database must be a number/,
    );
  });

  it('lets requests in flight finish for 10 seconds on SIGTERM, or SHUTDOWN_GRACE_MS', () => {
    expect(readConfig({}).shutdownGraceMs).toBe(10_000);
    expect(readConfig({ SHUTDOWN_GRACE_MS: '2500' }).shutdownGraceMs).toBe(2500);
    expect(() => readConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
    expect(() => readConfig({ SHUTDOWN_GRACE_MS: 'soon' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('stops accepting at once on SIGTERM, or after SHUTDOWN_DELAY_MS of serving with readiness 503', () => {
    expect(readConfig({}).shutdownDelayMs).toBe(0);
    expect(readConfig({ SHUTDOWN_DELAY_MS: '5000' }).shutdownDelayMs).toBe(5000);
    expect(() => readConfig({ SHUTDOWN_DELAY_MS: '1.5' })).toThrow(/SHUTDOWN_DELAY_MS/);
  });

  it('leaves the metrics open without METRICS_TOKEN, and refuses a token too short to guard them', () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const token = 'b1946ac92492d2347c6235b4d2611184';
    expect(readConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be 16/);
    expect(() => readConfig({ METRICS_TOKEN: 'has a space in it, sixteen+' })).toThrow(
      /without spaces/,
    );
  });

  it('fetches channel upstreams only at public addresses unless UPSTREAM_ALLOW_PRIVATE is 1 or true', () => {
    expect(readConfig({}).upstreamAllowPrivate).toBe(false);
    expect(readConfig({ UPSTREAM_ALLOW_PRIVATE: '1' }).upstreamAllowPrivate).toBe(true);
    expect(readConfig({ UPSTREAM_ALLOW_PRIVATE: 'true' }).upstreamAllowPrivate).toBe(true);
    for (const value of ['', '0', 'false', 'no']) {
      expect(readConfig({ UPSTREAM_ALLOW_PRIVATE: value }).upstreamAllowPrivate).toBe(false);
    }
  });
});
