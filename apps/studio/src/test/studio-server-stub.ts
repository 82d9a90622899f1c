import { vi } from 'vitest';
import type { Operator, OperatorRole } from '@marquee/contract';
import { studioSession } from '@/session/studio-session';

/** A call the stubbed server answers: its method and path, the query and the JSON body sent. */
export interface StubCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body sent, if any. */
  body?: unknown;
}

type Reply = { status?: number; body: unknown };
type Handler = (call: StubCall) => Reply | undefined;

/** An answer of the API's envelope carrying `data`, as the server sends a success. */
export const ok = (data: unknown, extra: object = {}): Reply => ({
  body: { status: 1, data, ...extra },
});

/** A refusal as the server sends it: its HTTP status and message. */
export const refused = (status: number, message: string): Reply => ({
  status,
  body: { status: 0, message },
});

/**
 * Signs an operator of `role` in and stubs `fetch` with a server that answers `me` and whatever
 * `handler` answers (404 otherwise); returns the operator and the calls made besides `me`.
 */
export function stubStudioServer(
  role: OperatorRole,
  handler: Handler,
): { calls: StubCall[]; operator: Operator } {
  const operator: Operator = {
    id: 1,
    email: 'ana@example.com',
    role,
    must_change_password: false,
    totp_enabled: false,
  };
  studioSession.start({
    token: 't0k3n',
    operator,
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  });
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const address = new URL(url, 'http://studio.test');
      const call = {
        method: init.method ?? 'GET',
        path: address.pathname.replace(/^\/api/, ''),
        query: address.searchParams,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      const reply =
        call.path === '/studio/me'
          ? ok(operator)
          : (calls.push(call), handler(call) ?? refused(404, 'No such call'));
      return Promise.resolve(
        new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 }),
      );
    }),
  );
  return { calls, operator };
}
