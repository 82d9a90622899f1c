import { createLocalChangeNotices } from './change-notices.js';
import type { Cluster, ClusterLog } from './cluster-types.js';
import { createLocalLeases } from './leases.js';

export type { Cluster, ClusterLog } from './cluster-types.js';

/** One instance alone: notices within the process, no Redis. */
export function aloneCluster(log?: ClusterLog): Cluster {
  return {
    notices: createLocalChangeNotices((error) =>
      log?.error({ err: error }, 'a change notice listener failed'),
    ),
    leases: createLocalLeases(),
    close: () => Promise.resolve(),
  };
}

/**
 * The name under which a service's instances meet in Redis: its database's, so that the
 * instances of one database share sockets and notices, and two services (or two test runs)
 * on one Redis never hear each other.
 */
export function serviceName(databaseUrl: string | undefined): string {
  const database = databaseUrl ? decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) : '';
  return database ? `marquee:${database}` : 'marquee';
}

/**
 * The instances sharing REDIS_URL and the database, or this one alone when REDIS_URL is unset
 * (Redis code is then never loaded).
 */
export async function joinCluster(
  options: { redisUrl: string | undefined; databaseUrl: string | undefined },
  log: ClusterLog,
): Promise<Cluster> {
  if (!options.redisUrl) return aloneCluster(log);
  const { joinRedisCluster } = await import('./redis-cluster.js');
  return joinRedisCluster(options.redisUrl, serviceName(options.databaseUrl), log);
}
