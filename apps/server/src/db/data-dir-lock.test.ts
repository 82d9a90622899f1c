import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, holdDataDir, type DataDirLock } from './data-dir-lock.js';

let dataDir: string;
let pgliteDir: string;
const held: DataDirLock[] = [];
const hold = (holder: 'server' | 'import') => {
  const lock = holdDataDir(pgliteDir, holder);
  held.push(lock);
  return lock;
};

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'marquee-lock-'));
  pgliteDir = join(dataDir, 'pglite');
});
afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  return pid;
}

describe('holdDataDir', () => {
  it('refuses while a live process holds the folder, naming it and what to do', () => {
    hold('server');
    expect(() => hold('import')).toThrow(DataDirInUseError);
    expect(() => hold('import')).toThrow(
      `The data folder ${dataDir} is in use by a running Marquee server ` +
        `(process ${process.pid}): stop it first, or import into another DATA_DIR.`,
    );
    expect(() => hold('server')).toThrow(/stop it first, or start this one on another DATA_DIR/);
  });

  it('takes over a stale lock left by a process that is gone', () => {
    const file = `${pgliteDir}.lock`;
    const stale = { pid: deadPid(), holder: 'server', startedAt: '2020-01-01T00:00:00.000Z' };
    writeFileSync(file, JSON.stringify(stale));
    hold('import');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      pid: process.pid,
      holder: 'import',
    });
  });

  it('takes over an unreadable lock (a crash while writing it)', () => {
    writeFileSync(`${pgliteDir}.lock`, '');
    expect(() => hold('server')).not.toThrow();
  });

  it('lets another take the folder once released, and removes the lock file', () => {
    const lock = hold('import');
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    expect(() => hold('server')).not.toThrow();
  });

  it('creates the data folder on a first start', () => {
    rmSync(dataDir, { recursive: true });
    expect(existsSync(hold('server').file)).toBe(true);
  });
});
