import { noticeSchema, type ReceivedNotice } from './notices.js';
import { z } from './zod.js';

/** Body status codes of the `{ status, message?, data? }` envelope. */
export const Status = {
  /** The call succeeded. */
  ok: 1,
  /** The call failed; `message` says why. */
  failure: 0,
  /** The session is no longer valid: warn, log out and check the device token. */
  session: 2,
  /** The token expired: re-login silently with the stored credentials. */
  relogin: -1,
} as const;
export type Status = (typeof Status)[keyof typeof Status];

export const statusSchema = z.union([
  z.literal(Status.ok),
  z.literal(Status.failure),
  z.literal(Status.session),
  z.literal(Status.relogin),
]);

/**
 * The envelope every response body is wrapped in. A `message` for a person comes with its
 * `notice` (key and params, `notices.ts`); `message` is the notice's English text.
 */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    status: statusSchema,
    message: z.optional(z.string()),
    notice: z.optional(noticeSchema),
    data: z.optional(data),
  });
}
export type Envelope<T> = { status: Status; message?: string; notice?: ReceivedNotice; data?: T };

export const pagerSchema = z.object({
  page: z.int().check(z.gte(1)),
  pageCount: z.int().check(z.gte(0)),
  count: z.int().check(z.gte(0)),
});
export type Pager = z.infer<typeof pagerSchema>;

/** A paged list: `{ items, pager }`. */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), pager: pagerSchema });
}
export type List<T> = { items: T[]; pager: Pager };

/** The body of a failed call, the same for every endpoint. */
export const errorBodySchema = z.object({
  status: z.union([
    z.literal(Status.failure),
    z.literal(Status.session),
    z.literal(Status.relogin),
  ]),
  message: z.string(),
  notice: z.optional(noticeSchema),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
