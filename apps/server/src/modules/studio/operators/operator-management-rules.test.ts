import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, noticeTexts, type OperatorListItem, type StudioSession } from '@marquee/contract';
import { operators, studioAudit } from '../../../db/schema.js';
import { operatorManagementCalls } from '../../../test/operator-management-calls.js';
import { operatorOfRole, studioCalls } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let studio: ReturnType<typeof studioCalls>;
let owner: StudioSession;
let calls: ReturnType<typeof operatorManagementCalls>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  studio = studioCalls(t);
  owner = await operatorOfRole(t, 'owner');
  calls = operatorManagementCalls(t, owner);
});
afterAll(() => t.close());

describe('the rules of operators’ changes', () => {
  it('refuse an owner its own disabling, role change, password reset and second factor removal while another owner is enabled', async () => {
    await operatorOfRole(t, 'owner');
    const id = owner.operator.id;
    const self = [
      [await calls.disable(id), 'studioOperatorSelfDisable'],
      [await calls.changeRole(id, 'editor'), 'studioOperatorSelfRole'],
      [await calls.resetPassword(id), 'studioOperatorSelfReset'],
      [await calls.removeSecondFactor(id), 'studioOperatorSelfSecondFactor'],
    ] as const;
    for (const [response, key] of self) {
      expect(response.statusCode, key).toBe(400);
      expect(response.json(), key).toEqual({
        status: Status.failure,
        message: noticeTexts[key],
        notice: { key },
      });
    }
    expect((await studio.me(owner.token)).json().data).toMatchObject({ role: 'owner' });
    expect(await calls.auditOf(id)).toEqual([]);
  });

  it('never disable or demote the last enabled owner', async () => {
    const items = (await calls.list()).json().data.items as OperatorListItem[];
    for (const item of items) {
      if (item.role === 'owner' && item.id !== owner.operator.id) await calls.disable(item.id);
    }
    expect(await calls.enabledOwners()).toBe(1);
    const email = owner.operator.email;
    const disabled = await calls.disable(owner.operator.id);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toMatchObject({
      message: `${email} is the last enabled owner and cannot be disabled: make another operator an owner first.`,
      notice: { key: 'studioLastOwnerDisable', params: { email } },
    });
    const demoted = await calls.changeRole(owner.operator.id, 'support');
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().notice).toEqual({ key: 'studioLastOwnerDemote', params: { email } });
    expect(await calls.enabledOwners()).toBe(1);
  });

  it('leave one enabled owner when two owners disable each other at once', async () => {
    const other = await operatorOfRole(t, 'owner');
    expect(await calls.enabledOwners()).toBe(2);
    const answers = await Promise.all([
      calls.disable(other.operator.id, owner),
      calls.disable(owner.operator.id, other),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(await calls.enabledOwners()).toBe(1);
    // Whoever was left enabled is the owner that may still act.
    const survivor = statuses[0] === 200 ? owner : other;
    expect((await studio.me(survivor.token)).statusCode).toBe(200);
    if (survivor !== owner) {
      await calls.enable(owner.operator.id, survivor);
      owner = await studio.session(owner.operator.email, 'owner at work');
      calls = operatorManagementCalls(t, owner);
    }
  });

  it('answer 404 for an operator that does not exist', async () => {
    for (const response of [
      await calls.changeRole(999_999, 'editor'),
      await calls.disable(999_999),
      await calls.enable(999_999),
      await calls.resetPassword(999_999),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().notice).toEqual({ key: 'studioOperatorNotFound' });
    }
  });

  it('refuse editors and support every operator call with a 403, changing nothing', async () => {
    const target = (await calls.add({ email: 'target@marquee.local', role: 'support' })).json().data
      .operator.id as number;
    const sessions = [await operatorOfRole(t, 'editor'), await operatorOfRole(t, 'support')];
    const before = await t.database.db.select().from(studioAudit).orderBy(desc(studioAudit.id));
    for (const session of sessions) {
      const { role } = session.operator;
      const answers = [
        await calls.list(session),
        await calls.add({ email: `by.${role}@marquee.local`, role: 'owner' }, session),
        await calls.changeRole(target, 'owner', session),
        await calls.disable(target, session),
        await calls.enable(target, session),
        await calls.resetPassword(target, session),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, role).toBe(403);
        expect(answer.json().notice, role).toEqual({ key: 'studioRoleRefused', params: { role } });
      }
    }
    const after = await t.database.db.select().from(studioAudit).orderBy(desc(studioAudit.id));
    expect(after).toEqual(before);
    const [row] = await t.database.db.select().from(operators).where(eq(operators.id, target));
    expect(row).toMatchObject({ role: 'support', disabledAt: null });
  });
});
