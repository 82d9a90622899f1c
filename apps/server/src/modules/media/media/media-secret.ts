import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file under DATA_DIR that keeps the generated key of signed media URLs. */
export const MEDIA_SECRET_FILE = 'media-signing-secret';

const SECRET_BYTES = 32;

/** The key of signed media URLs, and where it came from. */
export interface MediaSecret {
  key: Buffer;
  source: 'environment' | 'data-dir';
}

/**
 * MEDIA_SIGNING_SECRET when set; otherwise the key in `DATA_DIR/media-signing-secret`, made
 * on the first start (32 random bytes, mode 0600) and read by every later start and by every
 * instance on the same DATA_DIR. Instances that share only a PostgreSQL database must be given
 * MEDIA_SIGNING_SECRET, or each would refuse the others' URLs.
 */
export async function loadMediaSecret(options: {
  fromEnvironment: string | undefined;
  dataDir: string;
}): Promise<MediaSecret> {
  if (options.fromEnvironment) {
    return { key: Buffer.from(options.fromEnvironment, 'utf8'), source: 'environment' };
  }
  const file = join(options.dataDir, MEDIA_SECRET_FILE);
  const existing = await readSecretFile(file);
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
  const made = await readSecretFile(file);
  if (!made) throw new Error(`${file} holds no media signing key`);
  return { key: made, source: 'data-dir' };
}

async function readSecretFile(file: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = Buffer.from(text.trim(), 'base64url');
  if (key.length < SECRET_BYTES) {
    throw new Error(
      `${file} does not hold a media signing key: remove it to make a new one, or set ` +
        'MEDIA_SIGNING_SECRET',
    );
  }
  return key;
}
