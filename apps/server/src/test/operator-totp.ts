// Test helpers: an operator with two-step verification on, and the codes its authenticator shows.
import { expect } from 'vitest';
import { addOperator } from '../modules/studio/operators/index.js';
import { base32Decode, hotp, totpStep } from '../modules/studio/operators/totp.js';
import { studioCalls } from './studio-calls.js';
import type { TestApp } from './test-app.js';

/** The code an authenticator app shows now (or `steps` steps on) for this secret. */
export const totpCodeOf = (t: TestApp, secret: string, steps = 0) =>
  hotp(base32Decode(secret), totpStep(t.now()) + steps);

/**
 * An editor with a chosen password and TOTP on: its id, secret, recovery codes, a session, and
 * a login from `address` that answers the second factor's challenge.
 */
export async function operatorWithTotp(t: TestApp, email: string, address: string) {
  const studio = studioCalls(t);
  const { operator, password: once } = await addOperator(t.database.db, email, 'editor');
  const first = await studio.session(email, once);
  await studio.changePassword(first.token, once, 'chosen password');
  const { token } = await studio.session(email, 'chosen password');
  const started = await studio.startTotp(token);
  expect(started.statusCode).toBe(200);
  const { secret, otpauth_url } = started.json<{ data: { secret: string; otpauth_url: string } }>()
    .data;
  expect(otpauth_url).toContain(`secret=${secret}`);
  // Not on until confirmed: the password alone still logs in.
  expect((await studio.session(email, 'chosen password')).operator.totp_enabled).toBe(false);
  const confirmed = await studio.confirmTotp(token, totpCodeOf(t, secret));
  expect(confirmed.statusCode).toBe(200);
  const recoveryCodes = confirmed.json<{ data: { recovery_codes: string[] } }>().data
    .recovery_codes;
  expect(recoveryCodes).toHaveLength(10);
  const login = async () => {
    const response = await studio.login(email, 'chosen password', address);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { second_factor: { challenge: string } } }>().data.second_factor
      .challenge;
  };
  return { id: operator.id, secret, recoveryCodes, token, login };
}
