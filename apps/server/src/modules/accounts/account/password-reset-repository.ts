import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accounts, passwordResetTokens } from '../../../db/schema.js';
import { revokeAccountSessions } from './device-repository.js';

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** The SQL of password recovery links. */
export function createPasswordResetRepository(db: Db) {
  return {
    async create(input: {
      accountId: number;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(passwordResetTokens).values(input);
    },

    /** How many links the account was sent since `since`. */
    async countSince(accountId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.accountId, accountId),
            gt(passwordResetTokens.createdAt, since),
          ),
        );
      return row?.value ?? 0;
    },

    async findByHash(tokenHash: string): Promise<ResetTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Spends the link, sets the new password and ends every session and re-login key of the
     * account in one transaction, so a failure leaves the old password and sessions; every
     * other unused link of the account is spent too. Answers the devices that had a live
     * session, or undefined when the link was spent meanwhile.
     */
    async resetPassword(
      token: ResetTokenRow,
      passwordHash: string,
      now: Date,
    ): Promise<number[] | undefined> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.id, token.id), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (spent.length === 0) return undefined;
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.accountId, token.accountId),
              isNull(passwordResetTokens.usedAt),
            ),
          );
        await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, token.accountId));
        return revokeAccountSessions(tx, token.accountId, now);
      });
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
