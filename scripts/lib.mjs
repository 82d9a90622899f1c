// Helpers for the start and test scripts. Node built-ins only: they run before `npm ci`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Where the scripts' messages and their commands' output go: stdout, unless it holds data. */
let messagesToStderr = false;

/**
 * For a script whose stdout is data (`npm run import -- KIND --json`): from now on the
 * installing and building it does, and what it says of them, go to stderr.
 */
export function keepStdoutForData() {
  messagesToStderr = true;
}

function say(message) {
  if (messagesToStderr) console.error(message);
  else console.log(message);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  const stdio = messagesToStderr ? ['inherit', process.stderr, 'inherit'] : 'inherit';
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio, ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and stops the whole script when it fails. */
export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

export const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Installs dependencies, as the lockfile says, when they are missing or older than it. */
export async function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // `npm ci`: exactly the lockfile's versions, and the lockfile left as committed. It holds
  // every platform's optional binaries (unrs-resolver's among them), so it fits any machine.
  say('Installing dependencies (npm ci)...');
  await mustRun(npm, ['ci', '--no-audit', '--no-fund']);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const contract = ['packages/contract/src', 'packages/contract/package.json'];
const targets = [
  {
    name: 'web app',
    workspace: '@marquee/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      'apps/web/package.json',
      'apps/web/public',
      ...contract,
    ],
  },
  {
    name: "operators' console",
    workspace: '@marquee/studio',
    output: 'apps/studio/dist/index.html',
    sources: [
      'apps/studio/src',
      'apps/studio/index.html',
      'apps/studio/vite.config.ts',
      'apps/studio/package.json',
      'apps/web/src/app/styles/tokens.css',
      'apps/web/build',
      ...contract,
    ],
  },
  {
    name: 'server',
    workspace: '@marquee/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...contract],
  },
];

/** Builds the web app, the console and the server when a source is newer than the build. */
export async function buildIfStale() {
  for (const target of targets) {
    const built = existsSync(join(root, target.output))
      ? statSync(join(root, target.output)).mtimeMs
      : 0;
    const newest = Math.max(...target.sources.map((source) => newestMtime(join(root, source))));
    if (built >= newest) continue;
    say(`Building the ${target.name}...`);
    await mustRun(npm, ['run', 'build', '-w', target.workspace]);
  }
}
