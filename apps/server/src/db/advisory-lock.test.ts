import { describe, expect, it } from 'vitest';
import { whileLocked, type LockSession } from './advisory-lock.js';

/** Sessions on one lock, as PostgreSQL grants it: one holder, the others wait in turn. */
function lockServer() {
  const log: string[] = [];
  let held = false;
  const waiting: (() => void)[] = [];
  const session = (name: string): LockSession => ({
    lock: () =>
      new Promise((granted) => {
        const take = () => {
          held = true;
          log.push(`${name} locks`);
          granted();
        };
        if (held) waiting.push(take);
        else take();
      }),
    unlock: () => {
      log.push(`${name} unlocks`);
      held = false;
      waiting.shift()?.();
      return Promise.resolve();
    },
    release: () => log.push(`${name} releases`),
  });
  return { log, session };
}

describe('whileLocked', () => {
  it('makes a second start wait until the first has prepared, then lets it find the work done', async () => {
    const { log, session } = lockServer();
    let seeded = 0;
    const prepare = (name: string) => async () => {
      log.push(`${name} prepares`);
      await new Promise((done) => setTimeout(done, 20));
      if (seeded === 0) seeded += 1;
      else log.push(`${name} finds it seeded`);
      return name;
    };
    const [a, b] = await Promise.all([
      whileLocked(session('A'), prepare('A')),
      whileLocked(session('B'), prepare('B')),
    ]);
    expect([a, b]).toEqual(['A', 'B']);
    expect(seeded).toBe(1);
    expect(log.filter((line) => !line.endsWith('releases'))).toEqual([
      'A locks',
      'A prepares',
      'A unlocks',
      'B locks',
      'B prepares',
      'B finds it seeded',
      'B unlocks',
    ]);
    expect(log.at(-1)).toBe('B releases');
    expect(log.indexOf('A releases')).toBeGreaterThan(log.indexOf('A unlocks'));
  });

  it('lets go of the lock and the connection when the work fails, so the next start can run', async () => {
    const { log, session } = lockServer();
    const failing = whileLocked(session('A'), () => Promise.reject(new Error('migration failed')));
    const next = whileLocked(session('B'), () => Promise.resolve('served'));
    await expect(failing).rejects.toThrow('migration failed');
    await expect(next).resolves.toBe('served');
    expect(log.filter((line) => !line.endsWith('releases'))).toEqual([
      'A locks',
      'A unlocks',
      'B locks',
      'B unlocks',
    ]);
    expect(log.filter((line) => line.endsWith('releases')).sort()).toEqual([
      'A releases',
      'B releases',
    ]);
  });

  it('gives the connection back when the lock cannot be taken', async () => {
    const released: string[] = [];
    const broken: LockSession = {
      lock: () => Promise.reject(new Error('connection refused')),
      unlock: () => Promise.resolve(),
      release: () => released.push('released'),
    };
    await expect(whileLocked(broken, () => Promise.resolve(1))).rejects.toThrow(
      'connection refused',
    );
    expect(released).toEqual(['released']);
  });
});
