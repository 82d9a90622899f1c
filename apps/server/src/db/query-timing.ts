import { performance } from 'node:perf_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Sql } from 'postgres';

/** Told of every query the app sends through its database client (metrics). */
export interface QueryObserver {
  started(): void;
  /** The query's time from being sent (a pooled connection's wait included), and its outcome. */
  finished(seconds: number, failed: boolean): void;
}

/** The observers of one database's queries. */
export interface QueryObservers {
  /** Starts telling `observer`; the returned function stops it. */
  add(observer: QueryObserver): () => void;
  /** Runs `work` as one query, telling every observer. */
  time<T>(work: () => Promise<T>): Promise<T>;
}

/** A set of observers that costs a clock read before and after each query, nothing more. */
export function createQueryObservers(): QueryObservers {
  const observers = new Set<QueryObserver>();
  return {
    add(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    async time(work) {
      if (observers.size === 0) return work();
      for (const observer of observers) observer.started();
      const start = performance.now();
      let failed = true;
      try {
        const result = await work();
        failed = false;
        return result;
      } finally {
        const seconds = (performance.now() - start) / 1000;
        for (const observer of observers) observer.finished(seconds, failed);
      }
    },
  };
}

type PgliteQueries = Pick<PGlite | Transaction, 'query' | 'exec'>;

function timePglite<C extends PgliteQueries>(client: C, observers: QueryObservers): C {
  const query = client.query.bind(client) as C['query'];
  const exec = client.exec.bind(client) as C['exec'];
  client.query = ((...args: Parameters<C['query']>) =>
    observers.time(() => (query as (...a: unknown[]) => Promise<unknown>)(...args))) as C['query'];
  client.exec = ((...args: Parameters<C['exec']>) =>
    observers.time(() => (exec as (...a: unknown[]) => Promise<unknown>)(...args))) as C['exec'];
  return client;
}

/**
 * Times the queries Drizzle sends to PGlite: `query` and `exec`, on the instance and in every
 * transaction it opens (each transaction hands its queries a `tx` of its own).
 */
export function timePgliteQueries(client: PGlite, observers: QueryObservers): void {
  timePglite(client, observers);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => transaction((tx) => callback(timePglite(tx, observers)));
}

/**
 * Times the queries Drizzle sends to postgres.js: `unsafe`, on the pool and in every
 * transaction and savepoint. A query of postgres.js runs when it is awaited, after Drizzle has
 * chosen its row format (`.values()`), so the timing wraps its `then`, which the await calls.
 */
export function timePostgresQueries(sql: Sql, observers: QueryObservers): void {
  const instrument = (client: Sql): Sql => {
    const unsafe = client.unsafe.bind(client);
    client.unsafe = ((...args: Parameters<Sql['unsafe']>) => {
      const pending = unsafe(...args);
      const then = pending.then.bind(pending);
      type Rows = Awaited<typeof pending>;
      let timed: Promise<Rows> | undefined;
      pending.then = ((onFulfilled, onRejected) => {
        timed ??= observers.time(() => then((value) => value));
        return timed.then(onFulfilled, onRejected);
      }) as typeof pending.then;
      return pending;
    }) as Sql['unsafe'];
    const withTransactions = client as Sql & {
      savepoint?: (...args: unknown[]) => Promise<unknown>;
    };
    const begin = client.begin?.bind(client) as
      ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (begin) {
      (client as { begin: unknown }).begin = (...args: unknown[]) =>
        begin(...wrapCallback(args, instrument));
    }
    const savepoint = withTransactions.savepoint?.bind(client);
    if (savepoint) {
      withTransactions.savepoint = (...args: unknown[]) =>
        savepoint(...wrapCallback(args, instrument));
    }
    return client;
  };
  instrument(sql);
}

/** The arguments with their last one, the transaction's callback, given an instrumented client. */
function wrapCallback(args: unknown[], instrument: (client: Sql) => Sql): unknown[] {
  const callback = args.at(-1) as (client: Sql) => unknown;
  return [...args.slice(0, -1), (client: Sql) => callback(instrument(client))];
}
