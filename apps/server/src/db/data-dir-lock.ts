// Two processes writing one PGlite folder corrupt it, so the server and the importer each take
// `<folder>.lock` before opening it. The lock names its process; a lock whose process is gone
// (a crash, a kill -9) is stale and taken over, so it never blocks the next start.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Who holds a data folder: a running server, an import or an operator command. */
export type DataDirHolder = 'server' | 'import' | 'operator';

interface LockContent {
  pid: number;
  holder: DataDirHolder;
  startedAt: string;
}

const HOLDERS: Record<DataDirHolder, string> = {
  server: 'a running Marquee server',
  import: 'a catalogue import',
  operator: 'an operator command',
};
const INSTEAD: Record<DataDirHolder, string> = {
  server: 'start this one on',
  import: 'import into',
  operator: 'add operators to',
};

/** The data folder is held by another live process; the message says which and what to do. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly heldBy: LockContent,
    wanted: DataDirHolder,
  ) {
    super(
      `The data folder ${dataDir} is in use by ${HOLDERS[heldBy.holder]} ` +
        `(process ${heldBy.pid}): stop it first, or ${INSTEAD[wanted]} another DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** A held data folder; `release` is also run when the process exits. */
export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes `<pgliteDir>.lock` for this process, replacing a stale lock of a process that is gone;
 * throws `DataDirInUseError` while a live process holds it.
 */
export function holdDataDir(pgliteDir: string, holder: DataDirHolder): DataDirLock {
  const file = `${pgliteDir}.lock`;
  // A first start makes DATA_DIR; the lock comes before that.
  mkdirSync(dirname(file), { recursive: true });
  const content: LockContent = { pid: process.pid, holder, startedAt: new Date().toISOString() };
  // Two tries: the second follows removing a stale lock; losing that race to another process
  // that took it over first shows up as its live lock.
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, JSON.stringify(content));
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readLock(file);
    if (current && isAlive(current.pid))
      throw new DataDirInUseError(dirOf(pgliteDir), current, holder);
    if (attempt > 0) throw new Error(`Could not take the lock ${file}; try again`);
    rmSync(file, { force: true });
  }

  const release = () => {
    process.off('exit', release);
    // Only our own lock: never one another process took over meanwhile.
    if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}

/** The lock's content, or undefined when it is gone or unreadable (a crash mid-write). */
function readLock(file: string): LockContent | undefined {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>;
    if (typeof value.pid !== 'number' || (value.holder !== 'server' && value.holder !== 'import')) {
      return undefined;
    }
    return { pid: value.pid, holder: value.holder, startedAt: String(value.startedAt) };
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** DATA_DIR, the folder people name, rather than its pglite subfolder. */
function dirOf(pgliteDir: string): string {
  return pgliteDir.replace(/[\\/]pglite[\\/]?$/, '');
}
