import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { ownServer } from './worker-server';

/** One e-mail as the server writes it under `DATA_DIR/outbox/`. */
interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

function outboxDir(): string {
  return join(ownServer().dataDir, 'outbox');
}

async function messagesTo(address: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return [];
  }
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(
        async (name) =>
          JSON.parse(await readFile(join(outboxDir(), name), 'utf8')) as OutboxMessage,
      ),
  );
  return messages.filter((message) => message.to.toLowerCase() === address.toLowerCase());
}

/** Waits for the newest e-mail to `address` and returns the first link in it. */
export async function latestLinkTo(address: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const latest = (await messagesTo(address)).at(-1);
        link = latest?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      },
      { message: `an e-mail with a link to ${address}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return new URL(link!);
}
