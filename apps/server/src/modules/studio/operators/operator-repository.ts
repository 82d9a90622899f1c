import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { operatorSessions, operators } from '../../../db/schema.js';

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperator = Pick<
  typeof operators.$inferInsert,
  'email' | 'passwordHash' | 'role' | 'mustChangePassword'
>;

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

    /** The new operator, or undefined when one has this e-mail already (in any case). */
    async insert(operator: NewOperator): Promise<OperatorRow | undefined> {
      const [row] = await db.insert(operators).values(operator).onConflictDoNothing().returning();
      return row;
    },

    /** A password the operator chose: the one-time flag goes. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .update(operators)
        .set({ passwordHash, mustChangePassword: false })
        .where(eq(operators.id, id));
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
