import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { StudioSession } from '@marquee/contract';
import { operatorSessions, operators, studioAudit } from '../db/schema.js';
import { bearer } from './studio-calls.js';
import type { TestApp } from './test-app.js';

/** What the audit log keeps of an operator. */
export const operatorView = (
  email: string,
  role: string,
  disabled = false,
  mustChange = false,
) => ({
  email,
  name: null,
  role,
  disabled,
  totp_enabled: false,
  must_change_password: mustChange,
});

/** The owners' operator calls, made as `owner` unless told, and what the database holds after. */
export function operatorManagementCalls(t: TestApp, owner: StudioSession) {
  const as = (session: StudioSession) => bearer(session.token);
  const list = (session = owner) => t.call({ url: '/api/studio/operators', headers: as(session) });
  const add = (body: object, session = owner) =>
    t.call({ method: 'POST', url: '/api/studio/operators', headers: as(session), body });
  const changeRole = (id: number, role: string, session = owner) =>
    t.call({
      method: 'PUT',
      url: `/api/studio/operator-role/${id}`,
      headers: as(session),
      body: { role },
    });
  const disable = (id: number, session = owner) =>
    t.call({ method: 'POST', url: `/api/studio/operator-disable/${id}`, headers: as(session) });
  const enable = (id: number, session = owner) =>
    t.call({ method: 'POST', url: `/api/studio/operator-enable/${id}`, headers: as(session) });
  const rename = (id: number, name: string, session = owner) =>
    t.call({
      method: 'PUT',
      url: `/api/studio/operator-name/${id}`,
      headers: as(session),
      body: { name },
    });
  const removeSecondFactor = (id: number, session = owner) =>
    t.call({
      method: 'POST',
      url: `/api/studio/operator-totp-removal/${id}`,
      headers: as(session),
    });
  const resetPassword = (id: number, session = owner) =>
    t.call({
      method: 'POST',
      url: `/api/studio/operator-password-reset/${id}`,
      headers: as(session),
    });

  /** The owners' changes to operator `id` in the audit log, oldest first (not its own password's). */
  async function auditOf(id: number) {
    const rows = await t.database.db
      .select()
      .from(studioAudit)
      .where(
        and(
          eq(studioAudit.target, `operator:${id}`),
          ne(studioAudit.action, 'operator.password.change'),
        ),
      )
      .orderBy(studioAudit.id);
    return rows.map(({ operatorId, action, before, after }) => ({
      operatorId,
      action,
      before,
      after,
    }));
  }

  async function sessionsOf(id: number): Promise<number> {
    const [row] = await t.database.db
      .select({ value: count() })
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, id));
    return row!.value;
  }

  async function enabledOwners(): Promise<number> {
    const [row] = await t.database.db
      .select({ value: count() })
      .from(operators)
      .where(and(eq(operators.role, 'owner'), isNull(operators.disabledAt)));
    return row!.value;
  }

  return {
    list,
    add,
    changeRole,
    disable,
    enable,
    resetPassword,
    rename,
    removeSecondFactor,
    auditOf,
    sessionsOf,
    enabledOwners,
  };
}
