import { and, asc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { operatorLoginChallenges, operatorSessions, operators } from '../../../db/schema.js';

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperator = Pick<
  typeof operators.$inferInsert,
  'email' | 'passwordHash' | 'role' | 'mustChangePassword' | 'name'
>;

/** What an owner changes of another operator. */
export type OperatorChange = Partial<
  Pick<OperatorRow, 'role' | 'disabledAt' | 'passwordHash' | 'mustChangePassword' | 'name'>
>;

/**
 * Decides a change from the operator as it is and how many other operators are enabled owners;
 * throws to refuse it (nothing is written).
 */
export type PlanChange = (operator: OperatorRow, otherEnabledOwners: number) => OperatorChange;

/** A session with its operator, as the guard reads it. */
export interface OperatorSessionRow {
  operator: OperatorRow;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** The SQL of operators and their sessions. */
export function createOperatorRepository(db: Db) {
  return {
    /** The operator with this e-mail in any letter case (the unique index's own expression). */
    async findByEmail(email: string): Promise<OperatorRow | undefined> {
      const [row] = await db
        .select()
        .from(operators)
        .where(sql`lower(${operators.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
      return row;
    },

    /** Every operator, oldest first. */
    async list(): Promise<OperatorRow[]> {
      return db.select().from(operators).orderBy(asc(operators.createdAt), asc(operators.id));
    },

    /** The new operator, or undefined when one has this e-mail already (in any case). */
    async insert(operator: NewOperator): Promise<OperatorRow | undefined> {
      const [row] = await db.insert(operators).values(operator).onConflictDoNothing().returning();
      return row;
    },

    /** The operator must choose a new password before anything else. */
    async requirePasswordChange(id: number): Promise<void> {
      await db.update(operators).set({ mustChangePassword: true }).where(eq(operators.id, id));
    },

    /** A password the operator chose: the one-time flag goes. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .update(operators)
        .set({ passwordHash, mustChangePassword: false })
        .where(eq(operators.id, id));
    },

    /**
     * Changes an operator as `plan` decides, in a transaction holding every enabled owner's row
     * and the operator's: two owners disabling or demoting each other at once cannot both pass,
     * so one enabled owner always remains. With `endSessions`, its sessions and the logins
     * waiting for its second factor end in the same transaction. A plan that changes nothing
     * writes nothing. Undefined for no such operator.
     */
    async change(
      id: number,
      plan: PlanChange,
      { endSessions = false }: { endSessions?: boolean } = {},
    ): Promise<{ before: OperatorRow; after: OperatorRow } | undefined> {
      return db.transaction(async (tx) => {
        const owners = await tx
          .select({ id: operators.id })
          .from(operators)
          .where(and(eq(operators.role, 'owner'), isNull(operators.disabledAt)))
          .orderBy(asc(operators.id))
          .for('update');
        const [before] = await tx
          .select()
          .from(operators)
          .where(eq(operators.id, id))
          .limit(1)
          .for('update');
        if (!before) return undefined;
        const change = plan(before, owners.filter((owner) => owner.id !== id).length);
        if (Object.keys(change).length === 0) return { before, after: before };
        const [after] = await tx
          .update(operators)
          .set(change)
          .where(eq(operators.id, id))
          .returning();
        if (endSessions) {
          await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, id));
          await tx
            .delete(operatorLoginChallenges)
            .where(eq(operatorLoginChallenges.operatorId, id));
        }
        return { before, after: after! };
      });
    },

    /** When a session was opened for the operator. */
    async recordLogin(id: number, at: Date): Promise<void> {
      await db.update(operators).set({ lastLoginAt: at }).where(eq(operators.id, id));
    },

    async createSession(session: typeof operatorSessions.$inferInsert): Promise<void> {
      await db.insert(operatorSessions).values(session);
    },

    async findSession(tokenHash: string): Promise<OperatorSessionRow | undefined> {
      const [row] = await db
        .select({
          operator: operators,
          expiresAt: operatorSessions.expiresAt,
          lastSeenAt: operatorSessions.lastSeenAt,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(eq(operatorSessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async touchSession(tokenHash: string, at: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ lastSeenAt: at })
        .where(eq(operatorSessions.tokenHash, tokenHash));
    },

    async endSession(tokenHash: string): Promise<void> {
      await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
    },

    /** Ends the operator's sessions but the one that asked (a password change). */
    async endOtherSessions(operatorId: number, keptTokenHash: string): Promise<void> {
      await db
        .delete(operatorSessions)
        .where(
          and(
            eq(operatorSessions.operatorId, operatorId),
            ne(operatorSessions.tokenHash, keptTokenHash),
          ),
        );
    },

    /** Forgets sessions past their end or unused since `idleSince`. */
    async pruneSessions(now: Date, idleSince: Date): Promise<void> {
      await db
        .delete(operatorSessions)
        .where(or(lt(operatorSessions.expiresAt, now), lt(operatorSessions.lastSeenAt, idleSince)));
    },
  };
}

export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
