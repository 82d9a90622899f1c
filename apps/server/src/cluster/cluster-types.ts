import type { FastifyBaseLogger } from 'fastify';
import type { ServerOptions } from 'socket.io';
import type { ChangeNotices } from './change-notices.js';
import type { Leases } from './leases.js';

/** Where the cluster reports a lost connection or a refused notice. */
export type ClusterLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** What instances of one service share, or a lone instance keeps to itself. */
export interface Cluster {
  notices: ChangeNotices;
  /** Work one instance does for all, and flags every instance reads (leases.ts). */
  leases: Leases;
  /** socket.io's adapter to the other instances; absent, events stay in this process. */
  socketAdapter?: ServerOptions['adapter'];
  close(): Promise<void>;
}
