import { describe, expect, it, vi } from 'vitest';
import { createAfterAnswer } from '../../../http/after-answer.js';
import { createPasswordResetService, type PasswordResetDeps } from './password-reset-service.js';

/** The service with an account for `known@example.com` and a mailbox that waits to be let go. */
function serviceWithSlowMail() {
  let release = () => {};
  const written = new Promise<void>((done) => (release = done));
  const send = vi.fn(() => written);
  const afterAnswer = createAfterAnswer({ error: vi.fn() } as never);
  const deps = {
    accounts: {
      findByEmail: (email: string) =>
        Promise.resolve(email === 'known@example.com' ? { id: 7, email } : undefined),
    },
    resets: { countSince: () => Promise.resolve(0), create: () => Promise.resolve() },
    requestLimiter: { count: () => Promise.resolve(0) },
    outbox: { send },
    publicUrl: 'http://127.0.0.1:8080',
    appName: () => Promise.resolve('Marquee'),
    now: () => new Date(),
    afterAnswer,
  } as unknown as PasswordResetDeps;
  return { service: createPasswordResetService(deps), send, release, afterAnswer };
}

describe('forgot password', () => {
  it('answers an address with an account without waiting for its e-mail', async () => {
    const { service, send, release, afterAnswer } = serviceWithSlowMail();
    // The mail is not written yet, and the answer is already here, as for an unknown address.
    expect(await service.forgot('known@example.com', '127.0.0.1')).toEqual({
      key: 'resetLinkSent',
    });
    expect(await service.forgot('unknown@example.com', '127.0.0.1')).toEqual({
      key: 'resetLinkSent',
    });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]).toEqual([expect.objectContaining({ to: 'known@example.com' })]);
    let settled = false;
    void afterAnswer.settled().then(() => (settled = true));
    await new Promise((done) => setTimeout(done, 20));
    expect(settled).toBe(false);
    release();
    await afterAnswer.settled();
  });
});
