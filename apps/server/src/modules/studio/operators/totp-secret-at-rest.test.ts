import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../../../db/schema.js';
import { operatorWithTotp, totpCodeOf } from '../../../test/operator-totp.js';
import { studioCalls } from '../../../test/studio-calls.js';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/test-app.js';
import { createTotpSecretBox, TotpSecretUnreadable } from './totp-secret-box.js';

let t: TestApp;
let studio: ReturnType<typeof studioCalls>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  studio = studioCalls(t);
});
afterAll(() => t.close());

/** Moves the clock to the start of the next 30-second step: a code of its own. */
const nextStep = () => t.advance(30_000 - (t.now().getTime() % 30_000));

async function storedSecret(id: number): Promise<string | null> {
  const [row] = await t.database.db
    .select({ totpSecret: operators.totpSecret })
    .from(operators)
    .where(eq(operators.id, id));
  return row!.totpSecret;
}

describe('TOTP secrets at rest', () => {
  it('are stored encrypted, and a code of the secret still signs in', async () => {
    const { id, secret, login } = await operatorWithTotp(t, 'sealed@marquee.local', '10.4.0.1');
    const stored = await storedSecret(id);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(secret);
    nextStep();
    const answer = await studio.secondFactor(await login(), totpCodeOf(t, secret), '10.4.0.1');
    expect(answer.statusCode).toBe(200);
  });

  it('take a clear secret from before, and encrypt it once it is read', async () => {
    const { id, secret, login } = await operatorWithTotp(t, 'clear@marquee.local', '10.4.0.2');
    await t.database.db.update(operators).set({ totpSecret: secret }).where(eq(operators.id, id));
    nextStep();
    const answer = await studio.secondFactor(await login(), totpCodeOf(t, secret), '10.4.0.2');
    expect(answer.statusCode).toBe(200);
    const stored = await storedSecret(id);
    expect(stored).toMatch(/^v1:/);
    nextStep();
    const again = await studio.secondFactor(await login(), totpCodeOf(t, secret), '10.4.0.2');
    expect(again.statusCode).toBe(200);
  });

  it('encrypt the clear secrets from before when a server starts', async () => {
    const { id, secret } = await operatorWithTotp(t, 'at-start@marquee.local', '10.4.0.3');
    await t.database.db.update(operators).set({ totpSecret: secret }).where(eq(operators.id, id));
    const twin = await createTwinApp(t);
    try {
      await twin.app.ready();
      expect(await storedSecret(id)).toMatch(/^v1:/);
    } finally {
      await twin.close();
    }
  });

  it('under another key refuse codes with a 409 that says so, while recovery codes work', async () => {
    const { secret, recoveryCodes, login } = await operatorWithTotp(
      t,
      'other-key@marquee.local',
      '10.4.0.4',
    );
    // Its own DATA_DIR: another generated key, as an instance not given STUDIO_SECRET_KEY has.
    const twin = await createTwinApp(t);
    try {
      const elsewhere = studioCalls({ ...t, call: twin.call });
      nextStep();
      const refused = await elsewhere.secondFactor(
        await login(),
        totpCodeOf(t, secret),
        '10.4.0.4',
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().notice).toEqual({ key: 'studioTotpKeyMismatch' });
      const recovered = await elsewhere.secondFactor(await login(), recoveryCodes[0]!, '10.4.0.4');
      expect(recovered.statusCode).toBe(200);
    } finally {
      await twin.close();
    }
  });

  it('open under the same STUDIO_SECRET_KEY on every instance', () => {
    const key = 'k'.repeat(40);
    const one = createTotpSecretBox(Buffer.from(key));
    const sealed = one.seal('JBSWY3DPEHPK3PXP');
    expect(createTotpSecretBox(Buffer.from(key)).open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => createTotpSecretBox(Buffer.from('x'.repeat(40))).open(sealed)).toThrow(
      TotpSecretUnreadable,
    );
  });
});
