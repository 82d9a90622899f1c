import { describe, expect, it } from 'vitest';
import { until } from './until';

/** A value with change listeners, as a store has. */
function observable(initial: number) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: number) => {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get listeners() {
      return listeners.size;
    },
  };
}

describe('until', () => {
  it('resolves at once, without subscribing, when the condition already holds', async () => {
    const store = observable(3);
    await expect(until(store.subscribe, () => store.get() > 2)).resolves.toBeUndefined();
    expect(store.listeners).toBe(0);
  });

  it('resolves at the first change after which the condition holds, then stops listening', async () => {
    const store = observable(0);
    let resolved = false;
    const waiting = until(store.subscribe, () => store.get() > 2).then(() => (resolved = true));
    store.set(1);
    await Promise.resolve();
    expect(resolved).toBe(false);
    store.set(3);
    await waiting;
    expect(resolved).toBe(true);
    expect(store.listeners).toBe(0);
  });
});
