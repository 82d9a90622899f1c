// Leases: work that one instance of a service does for all (restreaming a channel), taken by
// whoever asks first and held while renewed; and marks: a flag any instance may set for a time
// (a channel has viewers here) and any may read. Alone, both live in this process; with Redis
// (redis-cluster.ts) they are keys with an expiry, so a holder that dies lets go by itself.

export interface Leases {
  /** Takes `key` for `ms`, or renews it when this instance holds it; whether it holds it now. */
  hold(key: string, ms: number): Promise<boolean>;
  /** Lets `key` go, when this instance holds it. */
  release(key: string): Promise<void>;
  /** Sets the mark `key` for `ms` from now. */
  mark(key: string, ms: number): Promise<void>;
  /** Whether any instance has set the mark `key` and it has not run out. */
  isMarked(key: string): Promise<boolean>;
}

/** Leases and marks of an instance alone. */
export function createLocalLeases(now: () => number = Date.now): Leases {
  const held = new Map<string, number>();
  const marks = new Map<string, number>();
  return {
    hold(key, ms) {
      held.set(key, now() + ms);
      return Promise.resolve(true);
    },
    release(key) {
      held.delete(key);
      return Promise.resolve();
    },
    mark(key, ms) {
      marks.set(key, now() + ms);
      return Promise.resolve();
    },
    isMarked(key) {
      const until = marks.get(key);
      if (until !== undefined && until <= now()) marks.delete(key);
      return Promise.resolve(until !== undefined && until > now());
    },
  };
}
