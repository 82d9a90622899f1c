import { and, eq, isNotNull, isNull, lt, not, like, or, sql } from 'drizzle-orm';
import { notice } from '@marquee/contract';
import type { Db } from '../../../db/client.js';
import { operatorLoginChallenges, operatorRecoveryCodes, operators } from '../../../db/schema.js';
import { HttpError } from '../../../http/errors.js';
import { isSealed, TotpSecretUnreadable, type TotpSecretBox } from './totp-secret-box.js';

export type LoginChallengeRow = typeof operatorLoginChallenges.$inferSelect;

/** Only a step later than the last accepted one is written: two requests cannot both pass. */
const laterStep = (step: number) =>
  or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step));

/** A stored secret from before encryption: not `v1:...`. */
const clearSecret = and(isNotNull(operators.totpSecret), not(like(operators.totpSecret, 'v1:%')));

/**
 * The SQL of operators' second factor: TOTP secrets (encrypted by `box`), recovery codes and
 * login challenges.
 */
export function createSecondFactorRepository(db: Db, box: TotpSecretBox) {
  /** Encrypts a clear secret in place, unless it changed meanwhile. */
  async function seal(operatorId: number, clear: string): Promise<void> {
    await db
      .update(operators)
      .set({ totpSecret: box.seal(clear) })
      .where(and(eq(operators.id, operatorId), eq(operators.totpSecret, clear)));
  }

  async function insertRecoveryCodes(
    tx: Pick<Db, 'delete' | 'insert'>,
    operatorId: number,
    hashes: string[],
  ) {
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
    await tx
      .insert(operatorRecoveryCodes)
      .values(hashes.map((codeHash) => ({ operatorId, codeHash })));
  }

  return {
    /** A new secret, pending until confirmed; false when TOTP is already on. */
    async startEnrolment(operatorId: number, secret: string): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({ totpSecret: box.seal(secret), totpEnabledAt: null, totpLastStep: null })
        .where(and(eq(operators.id, operatorId), isNull(operators.totpEnabledAt)))
        .returning({ id: operators.id });
      return rows.length > 0;
    },

    /**
     * The TOTP secret of an operator's stored value (a clear one from before is encrypted now);
     * undefined without one. A 409 that says so when STUDIO_SECRET_KEY does not open it.
     */
    async secretOf(operator: { id: number; totpSecret: string | null }) {
      const stored = operator.totpSecret;
      if (!stored) return undefined;
      if (!isSealed(stored)) {
        await seal(operator.id, stored);
        return stored;
      }
      try {
        return box.open(stored);
      } catch (error) {
        if (error instanceof TotpSecretUnreadable) {
          throw new HttpError(409, notice('studioTotpKeyMismatch'));
        }
        throw error;
      }
    },

    /** Encrypts every clear secret from before; how many there were. */
    async sealClearSecrets(): Promise<number> {
      const rows = await db
        .select({ id: operators.id, totpSecret: operators.totpSecret })
        .from(operators)
        .where(clearSecret);
      for (const row of rows) await seal(row.id, row.totpSecret!);
      return rows.length;
    },

    /** Whether the key opens the stored secrets (one of them tried); true when none is stored. */
    async keyOpensSecrets(): Promise<boolean> {
      const [row] = await db
        .select({ totpSecret: operators.totpSecret })
        .from(operators)
        .where(like(operators.totpSecret, 'v1:%'))
        .limit(1);
      if (!row?.totpSecret) return true;
      try {
        box.open(row.totpSecret);
        return true;
      } catch (error) {
        if (error instanceof TotpSecretUnreadable) return false;
        throw error;
      }
    },

    /** Turns TOTP on with its first accepted step and these recovery codes; false if it was on. */
    async enable(operatorId: number, at: Date, step: number, hashes: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(operators)
          .set({ totpEnabledAt: at, totpLastStep: step })
          .where(
            and(eq(operators.id, operatorId), isNull(operators.totpEnabledAt), laterStep(step)),
          )
          .returning({ id: operators.id });
        if (rows.length === 0) return false;
        await insertRecoveryCodes(tx, operatorId, hashes);
        return true;
      });
    },

    /** TOTP off: the secret, the recovery codes and pending logins go. */
    async disable(operatorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(operators)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(operators.id, operatorId));
        await tx
          .delete(operatorRecoveryCodes)
          .where(eq(operatorRecoveryCodes.operatorId, operatorId));
        await tx
          .delete(operatorLoginChallenges)
          .where(eq(operatorLoginChallenges.operatorId, operatorId));
      });
    },

    /** Records a step as used; false when it, or a later one, was used already (a replay). */
    async acceptStep(operatorId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({ totpLastStep: step })
        .where(and(eq(operators.id, operatorId), laterStep(step)))
        .returning({ id: operators.id });
      return rows.length > 0;
    },

    /** The operator's recovery codes become these; the old ones stop working. */
    async replaceRecoveryCodes(operatorId: number, hashes: string[]): Promise<void> {
      await db.transaction((tx) => insertRecoveryCodes(tx, operatorId, hashes));
    },

    /** Spends an unused recovery code; false when it is not one of the operator's, or used. */
    async useRecoveryCode(operatorId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(operatorRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(operatorRecoveryCodes.operatorId, operatorId),
            eq(operatorRecoveryCodes.codeHash, codeHash),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: operatorRecoveryCodes.id });
      return rows.length > 0;
    },

    /** A pending login; challenges ended by `at` are forgotten first (they are few). */
    async createChallenge(
      challenge: typeof operatorLoginChallenges.$inferInsert,
      at: Date,
    ): Promise<void> {
      await db.delete(operatorLoginChallenges).where(lt(operatorLoginChallenges.expiresAt, at));
      await db.insert(operatorLoginChallenges).values(challenge);
    },

    async findChallenge(tokenHash: string): Promise<LoginChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(operatorLoginChallenges)
        .where(eq(operatorLoginChallenges.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Counts a wrong code against a challenge; the wrong codes given so far. */
    async countWrongCode(tokenHash: string): Promise<number> {
      const [row] = await db
        .update(operatorLoginChallenges)
        .set({ attempts: sql`${operatorLoginChallenges.attempts} + 1` })
        .where(eq(operatorLoginChallenges.tokenHash, tokenHash))
        .returning({ attempts: operatorLoginChallenges.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },

    /** Ends a challenge; whether it was still there (one answer wins a race). */
    async endChallenge(tokenHash: string): Promise<boolean> {
      const rows = await db
        .delete(operatorLoginChallenges)
        .where(eq(operatorLoginChallenges.tokenHash, tokenHash))
        .returning({ tokenHash: operatorLoginChallenges.tokenHash });
      return rows.length > 0;
    },
  };
}

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
