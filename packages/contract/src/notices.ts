import { noticeTexts } from './notice-texts.js';
import { z } from './zod.js';

export type NoticeKey = keyof typeof noticeTexts;

/** The names of the `{{placeholders}}` in a text. */
export type PlaceholdersOf<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The keys whose text has no placeholders: notices that can stand in another's param. */
export type PlainNoticeKey = {
  [Key in NoticeKey]: [PlaceholdersOf<(typeof noticeTexts)[Key]>] extends [never] ? Key : never;
}[NoticeKey];

/**
 * A text for a person: its key and the values of its placeholders. A param `x` that stands for
 * another notice (`notice(key, { x: { key } })`) is sent as `x`, that notice's English text,
 * and `xKey`, its key, so a client can show it in its own language too.
 */
export interface Notice<Key extends NoticeKey = NoticeKey> {
  readonly key: Key;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A notice without params, such as a payment gateway's reason for declining a card. */
export type PlainNotice = Notice<PlainNoticeKey>;

type ParamValue = string | number | PlainNotice;
type NoticeArgs<Key extends NoticeKey> = [PlaceholdersOf<(typeof noticeTexts)[Key]>] extends [never]
  ? []
  : [params: Readonly<Record<PlaceholdersOf<(typeof noticeTexts)[Key]>, ParamValue>>];

/** Builds a notice; the params its text names are required, and only those. */
export function notice<Key extends NoticeKey>(key: Key, ...args: NoticeArgs<Key>): Notice<Key> {
  const [given] = args;
  if (!given) return { key };
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries<ParamValue>(given)) {
    if (typeof value === 'object') {
      params[name] = noticeTexts[value.key];
      params[`${name}Key`] = value.key;
    } else {
      params[name] = value;
    }
  }
  return { key, params };
}

/** Whether a key sent by the server is one of this contract's notices. */
export function isNoticeKey(key: string): key is NoticeKey {
  return Object.hasOwn(noticeTexts, key);
}

/** Fills `{{name}}` placeholders with `params`; a placeholder without a value stays as it is. */
export function fillPlaceholders(
  text: string,
  params: Readonly<Record<string, string | number>> | undefined,
): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** The English text of a notice, its placeholders filled: what `message` says. */
export function noticeText(notice: Notice): string {
  return fillPlaceholders(noticeTexts[notice.key], notice.params);
}

/**
 * A notice as answers carry it. The key is any string, so that a client built before a new
 * key still reads the answer (and shows its `message`).
 */
export const noticeSchema = z.object({
  key: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
/** A notice as read from an answer: its key may be one this build does not know. */
export type ReceivedNotice = z.infer<typeof noticeSchema>;

/**
 * A notice in another language's table (notice-texts-pt.ts...), its placeholders filled; a
 * param `x` that stands for another notice (sent with `xKey`) is that notice's text in the
 * same table. Undefined when the table lacks the key, a client older than the server's notice.
 */
export function localNoticeText(
  received: ReceivedNotice,
  texts: Readonly<Record<NoticeKey, string>>,
): string | undefined {
  if (!isNoticeKey(received.key)) return undefined;
  const params: Record<string, string | number> = { ...received.params };
  for (const [name, value] of Object.entries(params)) {
    const param = name.slice(0, -'Key'.length);
    if (
      name.endsWith('Key') &&
      typeof value === 'string' &&
      isNoticeKey(value) &&
      param in params
    ) {
      params[param] = texts[value];
    }
  }
  return fillPlaceholders(texts[received.key], params);
}
