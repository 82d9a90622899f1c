import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ChangeNotices } from './cluster/index.js';
import type { Clock } from './clock.js';
import type { Db } from './db/client.js';
import type { AfterAnswer } from './http/after-answer.js';
import type { ClientEventHandlers } from './realtime/realtime.js';

/** What every module is built with. */
export interface ModuleContext {
  db: Db;
  now: Clock;
  log: FastifyBaseLogger;
  /** What this instance changed, told to every instance's memos (cluster/change-notices.ts). */
  notices: ChangeNotices;
  /** Work that must not hold up its call's answer (http/after-answer.ts). */
  afterAnswer: AfterAnswer;
  /** Check answers against the contract (tests and development). */
  validateResponse: boolean;
}

/**
 * What a domain module adds to the server. Each module's index.ts builds one from named
 * dependencies (other modules' public parts), and app.ts registers every module from one list:
 * adding a domain is one factory call and one entry in that list.
 */
export interface ServerModule {
  /** Its calls, under /api. */
  api?(api: FastifyInstance): void;
  /** Its routes outside /api (the media origin, artwork, the web app), after every call. */
  routes?(app: FastifyInstance): Promise<void> | void;
  /** The socket events it answers. */
  sockets?: ClientEventHandlers;
  /** Once the server is ready: caches to warm, background work to start. */
  onReady?(): Promise<void> | void;
  /** When the server closes: background work to stop. */
  onClose?(): Promise<void> | void;
}
