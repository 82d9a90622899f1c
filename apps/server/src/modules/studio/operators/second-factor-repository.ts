import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { operatorLoginChallenges, operatorRecoveryCodes, operators } from '../../../db/schema.js';

export type LoginChallengeRow = typeof operatorLoginChallenges.$inferSelect;

/** Only a step later than the last accepted one is written: two requests cannot both pass. */
const laterStep = (step: number) =>
  or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step));

/** The SQL of operators' second factor: TOTP secrets, recovery codes and login challenges. */
export function createSecondFactorRepository(db: Db) {
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
        .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null })
        .where(and(eq(operators.id, operatorId), isNull(operators.totpEnabledAt)))
        .returning({ id: operators.id });
      return rows.length > 0;
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
