import { expect } from 'vitest';
import { isNoticeKey, noticeText, type ReceivedNotice } from '@marquee/contract';

/**
 * A body meant for a person carries a notice of the contract whose English text is its
 * `message`, so the web can show it in the reader's language.
 */
export function expectKeyedNotice(
  body: { message?: string | undefined; notice?: ReceivedNotice | undefined },
  context = '',
): void {
  expect(body.notice, `${context} has no notice`).toBeDefined();
  const { key, params } = body.notice!;
  expect(isNoticeKey(key), `${context} key ${key}`).toBe(true);
  if (!isNoticeKey(key)) return;
  expect(noticeText(params ? { key, params } : { key }), context).toBe(body.message);
}
