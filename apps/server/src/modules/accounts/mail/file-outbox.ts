import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../../../clock.js';
import type { MailMessage, MailOutbox } from './mail-outbox.js';

/** A message as `DATA_DIR/outbox/*.json` holds it. */
export interface OutboxFile extends MailMessage {
  id: string;
  created_at: string;
}

/**
 * Writes each message as one JSON file under `dir` (`DATA_DIR/outbox/`), named so that a
 * directory listing is in sending order. Written under a temporary name and renamed, so a
 * reader never sees half a message.
 */
export function createFileOutbox(dir: string, now: Clock): MailOutbox {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const at = now();
      const id = `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const file: OutboxFile = { id, created_at: at.toISOString(), ...message };
      const path = join(dir, `${id}.json`);
      await writeFile(`${path}.tmp`, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
      await rename(`${path}.tmp`, path);
    },
  };
}

/** The messages in an outbox directory, oldest first; tests and tools read mail this way. */
export async function readOutbox(dir: string): Promise<OutboxFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxFile),
  );
}
