import type { FastifyBaseLogger } from 'fastify';
import type { ServerOptions } from 'socket.io';
import { createLocalChangeNotices, type ChangeNotices } from './change-notices.js';

/** Where the cluster reports a lost connection or a refused notice. */
export type ClusterLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** What instances of one service share, or a lone instance keeps to itself. */
export interface Cluster {
  notices: ChangeNotices;
  /** socket.io's adapter to the other instances; absent, events stay in this process. */
  socketAdapter?: ServerOptions['adapter'];
  close(): Promise<void>;
}

/** One instance alone: notices within the process, no Redis. */
export function aloneCluster(log?: ClusterLog): Cluster {
  return {
    notices: createLocalChangeNotices((error) =>
      log?.error({ err: error }, 'a change notice listener failed'),
    ),
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
