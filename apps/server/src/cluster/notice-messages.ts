import { z } from 'zod';
import { changeNoticeSchema, type ChangeNotice } from './change-notices.js';

/** The one Redis channel of a service's change notices (`name`: cluster.ts, serviceName). */
export const changeNoticesChannel = (name: string) => `${name}:change-notices`;

const messageSchema = z.object({ from: z.string().min(1).max(64), notice: changeNoticeSchema });

/** A notice as it travels: small JSON naming the instance that sent it. */
export function encodeNoticeMessage(from: string, notice: ChangeNotice): string {
  return JSON.stringify({ from, notice });
}

/**
 * A message read back, or why it is refused (another version's notice, a stranger on the
 * channel): a refused message is logged and dropped, never thrown at the subscriber.
 */
export function decodeNoticeMessage(
  text: string,
): { from: string; notice: ChangeNotice } | { refused: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { refused: 'not JSON' };
  }
  const parsed = messageSchema.safeParse(value);
  return parsed.success ? parsed.data : { refused: parsed.error.issues[0]?.message ?? 'invalid' };
}
