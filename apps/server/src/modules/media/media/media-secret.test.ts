import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MEDIA_SECRET_FILE, loadMediaSecret } from './media-secret.js';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'marquee-media-secret-'));
  folders.push(dir);
  return dir;
}

describe('loadMediaSecret', () => {
  it('makes a key once under DATA_DIR, readable by its owner only, and reads it back', async () => {
    const dir = join(await dataDir(), 'not-yet-made');
    const first = await loadMediaSecret({ fromEnvironment: undefined, dataDir: dir });
    expect(first.source).toBe('data-dir');
    expect(first.key.length).toBe(32);
    expect((await stat(join(dir, MEDIA_SECRET_FILE))).mode & 0o777).toBe(0o600);
    const again = await loadMediaSecret({ fromEnvironment: undefined, dataDir: dir });
    expect(again.key.equals(first.key)).toBe(true);
  });

  it('gives instances starting together on one DATA_DIR the same key', async () => {
    const dir = await dataDir();
    const keys = await Promise.all(
      Array.from({ length: 8 }, () =>
        loadMediaSecret({ fromEnvironment: undefined, dataDir: dir }),
      ),
    );
    for (const { key } of keys) expect(key.equals(keys[0]!.key)).toBe(true);
    const text = await readFile(join(dir, MEDIA_SECRET_FILE), 'utf8');
    expect(Buffer.from(text.trim(), 'base64url').equals(keys[0]!.key)).toBe(true);
  });

  it('takes MEDIA_SIGNING_SECRET over the file, and makes no file', async () => {
    const dir = await dataDir();
    const secret = 'an operator secret of more than 32 characters';
    const loaded = await loadMediaSecret({ fromEnvironment: secret, dataDir: dir });
    expect(loaded).toEqual({ key: Buffer.from(secret), source: 'environment' });
    await expect(stat(join(dir, MEDIA_SECRET_FILE))).rejects.toThrow();
  });

  it('refuses a damaged key file rather than replace it', async () => {
    const dir = await dataDir();
    await writeFile(join(dir, MEDIA_SECRET_FILE), 'short\n');
    await expect(loadMediaSecret({ fromEnvironment: undefined, dataDir: dir })).rejects.toThrow(
      /MEDIA_SIGNING_SECRET/,
    );
  });
});
