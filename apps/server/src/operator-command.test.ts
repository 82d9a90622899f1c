import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db/client.js';
import { prepareTestDataDir } from './test/test-database.js';
import { operators } from './db/schema.js';
import { verifySecret } from './modules/accounts/account/index.js';
import { runOperatorCommand } from './operator-command.js';

// A PGlite folder on disk, as `npm start` keeps under DATA_DIR.
const dataDir = mkdtempSync(join(tmpdir(), 'marquee-operator-'));
const pgliteDir = join(dataDir, 'pglite');
const config = { dataDir, databaseUrl: undefined };

async function operatorRows() {
  const database = await openDatabase({ dataDir: pgliteDir });
  try {
    return await database.db.select().from(operators);
  } finally {
    await database.close();
  }
}

/** The command's exit code and what it printed on stdout and stderr. */
async function run(...args: string[]) {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const code = await runOperatorCommand(args, config);
    const text = (spy: typeof log) => spy.mock.calls.map((call) => call.join(' ')).join('\n');
    return { code, out: text(log), err: text(error) };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

beforeAll(async () => {
  await prepareTestDataDir(pgliteDir);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run operator -- add', () => {
  it('adds an operator with a one-time password it prints once', async () => {
    const added = await run('add', 'Owner@Example.com', '--role', 'owner');
    expect(added.code).toBe(0);
    const password = /One-time password: (\S+)/.exec(added.out)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);
    const [row] = await operatorRows();
    expect(row).toMatchObject({
      email: 'Owner@Example.com',
      role: 'owner',
      mustChangePassword: true,
    });
    expect(await verifySecret(row!.passwordHash, password!)).toBe(true);
    expect(added.out).not.toContain(row!.passwordHash);
  });

  it('refuses an e-mail an operator has, in any letter case, and changes nothing', async () => {
    const before = await operatorRows();
    const again = await run('add', 'owner@example.COM', '--role=editor');
    expect(again.code).toBe(1);
    expect(again.err).toBe(
      'No operator was added. An operator with the e-mail owner@example.COM exists.',
    );
    expect(again.out).not.toContain('One-time password');
    expect(await operatorRows()).toEqual(before);
  });

  it('refuses a role or an e-mail that will not do, and a command it does not know', async () => {
    const role = await run('add', 'editor@example.com', '--role', 'admin');
    expect(role.code).toBe(1);
    expect(role.err).toBe(
      'No operator was added. "admin" is not a role: owner, editor or support.',
    );
    const email = await run('add', 'not-an-address', '--role', 'editor');
    expect(email.code).toBe(1);
    expect(email.err).toBe('No operator was added. "not-an-address" is not an e-mail address.');
    for (const args of [[], ['remove', 'a@example.com'], ['add', 'a@example.com']]) {
      const usage = await run(...args);
      expect(usage.code, args.join(' ')).toBe(2);
      expect(usage.err).toBe('Usage: npm run operator -- add EMAIL --role owner|editor|support');
    }
    expect(await operatorRows()).toHaveLength(1);
  });
});
