import { describe, expect, it } from 'vitest';
import { aloneCluster, joinCluster, serviceName } from './cluster.js';

describe('serviceName', () => {
  it("names a service after its database, so services sharing one Redis don't hear each other", () => {
    expect(serviceName('postgres://app:secret@db.example.com:5432/marquee_prod')).toBe(
      'marquee:marquee_prod',
    );
    expect(serviceName('postgres://db.example.com/marquee_staging?sslmode=require')).toBe(
      'marquee:marquee_staging',
    );
    expect(serviceName(undefined)).toBe('marquee');
  });
});

describe('joinCluster', () => {
  it('keeps an instance without REDIS_URL to itself, with notices in the process', async () => {
    const cluster = await joinCluster({ redisUrl: undefined, databaseUrl: undefined }, console);
    expect(cluster.socketAdapter).toBeUndefined();
    const heard: string[] = [];
    cluster.notices.subscribe((notice) => heard.push(notice.kind));
    cluster.notices.publish({ kind: 'sessions-revoked' });
    expect(heard).toEqual(['sessions-revoked']);
    await cluster.close();
    expect(aloneCluster().socketAdapter).toBeUndefined();
  });

  it('refuses to start when Redis cannot be reached, naming the address without its password and the reason', async () => {
    const warnings: unknown[] = [];
    const joining = joinCluster(
      { redisUrl: 'redis://user:hunter2@127.0.0.1:1/0', databaseUrl: undefined },
      { warn: (...args: unknown[]) => warnings.push(args), error: () => undefined },
    );
    await expect(joining).rejects.toThrow(
      /^Marquee could not reach Redis at REDIS_URL \(redis:\/\/user:\*\*\*@127\.0\.0\.1:1\/0\): connect ECONNREFUSED 127\.0\.0\.1:1\. Start Redis, or unset REDIS_URL to run one instance\.$/,
    );
    // The reason is in the message; nothing else is printed before it.
    expect(warnings).toEqual([]);
  });
});
