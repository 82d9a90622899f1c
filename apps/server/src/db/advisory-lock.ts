// Several instances may start at once on one PostgreSQL database; only one may run the
// migrations and the seed at a time, or they collide on the same tables and rows.

/** The key of the session-level advisory lock held while a database is prepared. */
export const PREPARATION_LOCK = 7_041_302;

/** One dedicated connection: an advisory lock is held by the session that took it. */
export interface LockSession {
  /** Takes the lock, waiting for as long as another session holds it. */
  lock(): Promise<void>;
  unlock(): Promise<void>;
  /** Gives the connection back. */
  release(): void;
}

/**
 * Runs `work` while `session` holds its lock: a caller that finds it taken waits until the
 * holder is done, then runs (and finds the work done). The lock is let go and the connection
 * given back whether `work` succeeded or not.
 */
export async function whileLocked<T>(session: LockSession, work: () => Promise<T>): Promise<T> {
  try {
    await session.lock();
    try {
      return await work();
    } finally {
      await session.unlock();
    }
  } finally {
    session.release();
  }
}
