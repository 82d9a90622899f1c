// Change notices between instances on a real Redis (TEST_REDIS_URL): run by the several
// instances suite (vitest.instances.config.ts), which `npm test` runs when Redis is there.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ChangeNotice } from './change-notices.js';
import type { Cluster } from './cluster.js';
import { joinRedisCluster } from './redis-cluster.js';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error('TEST_REDIS_URL must name the Redis these tests use');

const quiet = { warn: () => undefined, error: () => undefined };
const opened: Cluster[] = [];
const admin = new Redis(redisUrl);
afterAll(async () => {
  await Promise.all(opened.map((cluster) => cluster.close()));
  await admin.quit();
});

async function instance(name: string): Promise<{ cluster: Cluster; heard: ChangeNotice[] }> {
  const cluster = await joinRedisCluster(redisUrl!, name, quiet);
  opened.push(cluster);
  const heard: ChangeNotice[] = [];
  cluster.notices.subscribe((notice) => heard.push(notice));
  return { cluster, heard };
}

describe('change notices on Redis', () => {
  it("reach the other instance, and not another service's", async () => {
    const name = `marquee:test_${randomBytes(4).toString('hex')}`;
    const a = await instance(name);
    const b = await instance(name);
    const other = await instance(`${name}_other`);
    a.cluster.notices.publish({ kind: 'entitlements', accountId: 7 });
    await vi.waitFor(() => expect(b.heard).toEqual([{ kind: 'entitlements', accountId: 7 }]));
    expect(a.heard).toEqual([{ kind: 'entitlements', accountId: 7 }]);
    expect(other.heard).toEqual([]);
  });

  it('after its subscription drops and comes back, an instance forgets everything, then hears the others again', async () => {
    const name = `marquee:test_${randomBytes(4).toString('hex')}`;
    const a = await instance(name);
    const b = await instance(name);
    const clients = String(await admin.client('LIST'));
    const subscribers = [...clients.matchAll(/^id=(\d+) .*name=(\S+)/gm)]
      .filter((match) => match[2] === `${name}:notice-subscriber`)
      .map((match) => match[1]!);
    expect(subscribers).toHaveLength(2);
    for (const id of subscribers) await admin.client('KILL', 'ID', id);
    await vi.waitFor(() => expect(b.heard).toContainEqual({ kind: 'missed' }), { timeout: 5_000 });
    a.cluster.notices.publish({ kind: 'sessions-revoked' });
    await vi.waitFor(() => expect(b.heard.at(-1)).toEqual({ kind: 'sessions-revoked' }));
  });
});

describe('leases and marks on Redis', () => {
  it('let one instance hold a lease until it lets go or it runs out, and every instance read a mark', async () => {
    const name = `marquee:test_${randomBytes(4).toString('hex')}`;
    const a = await instance(name);
    const b = await instance(name);
    expect(await a.cluster.leases.hold('restream:1', 10_000)).toBe(true);
    expect(await b.cluster.leases.hold('restream:1', 10_000)).toBe(false);
    // The holder renews it; the other still cannot take it.
    expect(await a.cluster.leases.hold('restream:1', 10_000)).toBe(true);
    await b.cluster.leases.release('restream:1');
    expect(await b.cluster.leases.hold('restream:1', 10_000)).toBe(false);
    await a.cluster.leases.release('restream:1');
    expect(await b.cluster.leases.hold('restream:1', 150)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await a.cluster.leases.hold('restream:1', 10_000)).toBe(true);

    expect(await b.cluster.leases.isMarked('demand:1')).toBe(false);
    await a.cluster.leases.mark('demand:1', 150);
    expect(await b.cluster.leases.isMarked('demand:1')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await b.cluster.leases.isMarked('demand:1')).toBe(false);
  });
});
