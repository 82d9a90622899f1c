// The requests of the kids walk's examples (kids-walk-examples.ts), and what they must be
// answered.
import { toBracketQuery, type NoticeKey, type QueryObject } from '@marquee/contract';

/** One request of a call, made with the kids profile's session unless it says otherwise. */
export interface WalkRequest {
  method?: 'GET' | 'POST';
  /** Below the API base. */
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The session's token by default; null: none, another: that one. */
  token?: string | null;
  /** What it must be answered, beyond containing nothing above the ceiling. */
  expect?: { status: number; notice?: NoticeKey } | 'empty';
}

export const kidsTitleUnavailable = { status: 403, notice: 'kidsTitleUnavailable' } as const;
export const kidsChannelUnavailable = { status: 403, notice: 'kidsChannelUnavailable' } as const;
export const titleNotFound = { status: 404, notice: 'titleNotFound' } as const;
export const post = (
  url: string,
  body: unknown,
  expected?: WalkRequest['expect'],
): WalkRequest => ({
  method: 'POST',
  url,
  body,
  ...(expected ? { expect: expected } : {}),
});
/** A trailer player's lookup (access §7): above the ceiling, none, as for no title. */
export const trailer = (path: string, query: object, expected?: WalkRequest['expect']) =>
  get(`${path}?${toBracketQuery(query as QueryObject)}`, expected);
export const get = (url: string, expected?: WalkRequest['expect']): WalkRequest => ({
  url,
  ...(expected ? { expect: expected } : {}),
});
