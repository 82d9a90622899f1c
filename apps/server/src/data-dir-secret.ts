import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const SECRET_BYTES = 32;

/** A server key, and where it came from. */
export interface DataDirSecret {
  key: Buffer;
  source: 'environment' | 'data-dir';
}

/**
 * The key in the environment variable `variable` when set; otherwise the key in
 * `DATA_DIR/<file>`, made on the first start (32 random bytes, mode 0600) and read by every
 * later start and by every instance on the same DATA_DIR. Instances that share only a
 * PostgreSQL database must all be given the variable, as none sees the others' file.
 */
export async function loadDataDirSecret(options: {
  fromEnvironment: string | undefined;
  dataDir: string;
  file: string;
  variable: string;
}): Promise<DataDirSecret> {
  if (options.fromEnvironment) {
    return { key: Buffer.from(options.fromEnvironment, 'utf8'), source: 'environment' };
  }
  const file = join(options.dataDir, options.file);
  const existing = await readSecretFile(file, options.variable);
  if (existing) return { key: existing, source: 'data-dir' };
  await mkdir(options.dataDir, { recursive: true });
  // Written whole under a name of its own, then linked into place: link fails if another
  // instance got there first, and nobody ever reads a half-written key.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, `${randomBytes(SECRET_BYTES).toString('base64url')}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  const made = await readSecretFile(file, options.variable);
  if (!made) throw new Error(`${file} holds no key`);
  return { key: made, source: 'data-dir' };
}

async function readSecretFile(file: string, variable: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = Buffer.from(text.trim(), 'base64url');
  if (key.length < SECRET_BYTES) {
    throw new Error(`${file} does not hold a key: remove it to make a new one, or set ${variable}`);
  }
  return key;
}
