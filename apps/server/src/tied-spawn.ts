// Child processes that die with the server. On Linux, util-linux's `setpriv --pdeathsig KILL`
// runs the command with the parent-death signal set (kept across its exec), so a server killed
// outright (SIGKILL, a crash, the OOM killer) leaves no ffmpeg writing on into folders that a
// restarted server cleans and reuses. Elsewhere, or for a command that is not an executable
// file's absolute path (whose spawn must still fail with ENOENT), a plain spawn.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { isAbsolute } from 'node:path';

const SETPRIV = '/usr/bin/setpriv';

/** Whether `path` is a file this process may run. */
export const isExecutable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const canTie = process.platform === 'linux' && isExecutable(SETPRIV);

/** `spawn`, with the child killed when this process dies (Linux, setpriv). */
export const spawnTied = ((command: string, args: readonly string[], options: object) =>
  canTie && isAbsolute(command) && isExecutable(command)
    ? spawn(SETPRIV, ['--pdeathsig', 'KILL', '--', command, ...args], options)
    : spawn(command, args, options)) as typeof spawn;
