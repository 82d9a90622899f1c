import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const work = mkdtempSync(join(tmpdir(), 'marquee-tied-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('spawnTied', () => {
  it('leaves no child behind when its parent is killed outright', async () => {
    // A parent that starts a long child through spawnTied, says its pid, then waits.
    const script = join(work, 'parent.ts');
    const helper = pathToFileURL(join(import.meta.dirname, 'tied-spawn.ts')).href;
    writeFileSync(
      script,
      `import { spawnTied } from '${helper}';\n` +
        `const child = spawnTied('/usr/bin/sleep', ['30'], { stdio: 'ignore' });\n` +
        `console.log(child.pid);\nsetInterval(() => {}, 1000);\n`,
    );
    const parent = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const childPid = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    expect(alive(childPid)).toBe(true);
    parent.kill('SIGKILL');
    await expect.poll(() => alive(childPid), { timeout: 5_000 }).toBe(false);
  });

  it('fails as spawn does for a command that does not exist', async () => {
    const { spawnTied } = await import('./tied-spawn.js');
    const child = spawnTied('/no/such/ffmpeg', ['-version'], { stdio: 'ignore' });
    const error = await new Promise<NodeJS.ErrnoException>((resolve) =>
      child.once('error', resolve),
    );
    expect(error.code).toBe('ENOENT');
  });
});
