import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Status,
  noticeTexts,
  type OperatorListItem,
  type OperatorWithPassword,
  type StudioSession,
} from '@marquee/contract';
import { MINUTE } from '../../../clock.js';
import {
  operatorLoginChallenges,
  operatorSessions,
  operators,
  studioAudit,
} from '../../../db/schema.js';
import { bearer, operatorOfRole, studioCalls } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let studio: ReturnType<typeof studioCalls>;
let owner: StudioSession;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  studio = studioCalls(t);
  owner = await operatorOfRole(t, 'owner');
});
afterAll(() => t.close());

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

/** What the audit log keeps of an operator. */
const view = (email: string, role: string, disabled = false, mustChange = false) => ({
  email,
  name: null,
  role,
  disabled,
  must_change_password: mustChange,
});

describe('GET /studio/operators', () => {
  it('lists every operator oldest first, with its role, state, second factor, last login and creation', async () => {
    const editor = await operatorOfRole(t, 'editor');
    const added = (await add({ email: 'never@marquee.local', role: 'support' })).json().data;
    const response = await list();
    expect(response.statusCode).toBe(200);
    const { items, pager } = response.json().data as {
      items: OperatorListItem[];
      pager: object;
    };
    expect(pager).toEqual({ page: 1, pageCount: 1, count: items.length });
    expect(items.map((item) => item.id)).toEqual(
      [...items.map((item) => item.id)].sort((a, b) => a - b),
    );
    const ownerItem = items.find((item) => item.id === owner.operator.id);
    expect(ownerItem).toEqual({
      id: owner.operator.id,
      email: owner.operator.email,
      name: null,
      role: 'owner',
      disabled_at: null,
      totp_enabled: false,
      must_change_password: false,
      last_login_at: expect.any(String),
      created_at: expect.any(String),
    });
    expect(Math.abs(Date.parse(ownerItem!.last_login_at!) - t.now().getTime())).toBeLessThan(
      MINUTE,
    );
    expect(items.find((item) => item.id === editor.operator.id)?.role).toBe('editor');
    expect(items.find((item) => item.id === added.operator.id)).toMatchObject({
      role: 'support',
      must_change_password: true,
      last_login_at: null,
    });
    expect(response.body).not.toMatch(/password_hash|totp_secret|\$argon2/);
  });
});

describe('POST /studio/operators', () => {
  it('adds an operator whose one-time password is shown once, must be changed, and is never audited', async () => {
    const response = await add({ email: ' Rita@Marquee.local ', role: 'editor', name: ' Rita ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: Status.ok,
      message:
        'Rita@Marquee.local has been added. Give them the one-time password: it is shown only now.',
      notice: { key: 'studioOperatorAdded', params: { email: 'Rita@Marquee.local' } },
    });
    const { operator, one_time_password: password } = body.data as OperatorWithPassword;
    expect(operator).toMatchObject({
      email: 'Rita@Marquee.local',
      name: 'Rita',
      role: 'editor',
      disabled_at: null,
      must_change_password: true,
      last_login_at: null,
    });
    expect(password).toMatch(/^[\w-]{16}$/);

    const first = await studio.session('rita@marquee.local', password);
    expect(first.operator.must_change_password).toBe(true);
    const refused = await t.call({ url: '/api/studio/configuration', headers: as(first) });
    expect(refused.json().notice).toEqual({ key: 'studioPasswordChangeRequired' });

    const audit = await auditOf(operator.id);
    expect(audit).toEqual([
      {
        operatorId: owner.operator.id,
        action: 'operator.add',
        before: null,
        after: { ...view('Rita@Marquee.local', 'editor', false, true), name: 'Rita' },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it('refuses an e-mail an operator has, in any letter case, with a 400 that says so', async () => {
    const before = (await list()).json().data.pager.count;
    const response = await add({ email: owner.operator.email.toUpperCase(), role: 'support' });
    expect(response.statusCode).toBe(400);
    const text = `An operator with the e-mail ${owner.operator.email.toUpperCase()} exists already.`;
    expect(response.json()).toEqual({
      status: Status.failure,
      message: text,
      notice: {
        key: 'studioOperatorEmailTaken',
        params: { email: owner.operator.email.toUpperCase() },
      },
      errors: { email: [text] },
    });
    expect((await list()).json().data.pager.count).toBe(before);
  });

  it('refuses an e-mail or a role that will not do with a 400', async () => {
    const email = await add({ email: 'not-an-address', role: 'editor' });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors).toEqual({ email: ['Invalid email address'] });
    const role = await add({ email: 'new.admin@marquee.local', role: 'admin' });
    expect(role.statusCode).toBe(400);
    expect(Object.keys(role.json().errors)).toEqual(['role']);
  });
});

describe('PUT /studio/operator-role/:id', () => {
  it('gives another operator a new role at once, audited before and after', async () => {
    const editor = await operatorOfRole(t, 'editor');
    const subscribers = () => t.call({ url: '/api/studio/subscribers', headers: as(editor) });
    expect((await subscribers()).statusCode).toBe(403);

    const response = await changeRole(editor.operator.id, 'support');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: `The role of ${editor.operator.email} has been changed.`,
      data: { id: editor.operator.id, role: 'support' },
    });
    // Its open session has the new role on its next call.
    expect((await subscribers()).statusCode).toBe(200);
    expect(await auditOf(editor.operator.id)).toEqual([
      {
        operatorId: owner.operator.id,
        action: 'operator.role.change',
        before: view(editor.operator.email, 'editor'),
        after: view(editor.operator.email, 'support'),
      },
    ]);

    // The role it has already: nothing changes, nothing is audited.
    expect((await changeRole(editor.operator.id, 'support')).statusCode).toBe(200);
    expect(await auditOf(editor.operator.id)).toHaveLength(1);
  });
});

describe('POST /studio/operator-disable/:id and /studio/operator-enable/:id', () => {
  it('disable an operator, ending its sessions at once, and let it log in again', async () => {
    const email = 'disabled.support@marquee.local';
    const support = await operatorOfRole(t, 'support', email);
    await studio.session(email, 'support at work');
    expect(await sessionsOf(support.operator.id)).toBeGreaterThan(1);

    const disabled = await disable(support.operator.id);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({
      message: `${email} has been disabled: their sessions have ended.`,
      data: { id: support.operator.id, disabled_at: expect.any(String) },
    });
    expect(await sessionsOf(support.operator.id)).toBe(0);
    expect((await studio.me(support.token)).statusCode).toBe(401);
    expect((await studio.login(email, 'support at work', '10.7.0.1')).statusCode).toBe(401);

    const enabled = await enable(support.operator.id);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({
      message: `${email} can log in again.`,
      data: { disabled_at: null },
    });
    expect((await studio.login(email, 'support at work', '10.7.0.2')).statusCode).toBe(200);

    // Enabling an enabled operator changes nothing and writes nothing.
    expect((await enable(support.operator.id)).statusCode).toBe(200);
    expect(await auditOf(support.operator.id)).toEqual([
      {
        operatorId: owner.operator.id,
        action: 'operator.disable',
        before: view(email, 'support'),
        after: view(email, 'support', true),
      },
      {
        operatorId: owner.operator.id,
        action: 'operator.enable',
        before: view(email, 'support', true),
        after: view(email, 'support'),
      },
    ]);
  });
});

describe('POST /studio/operator-password-reset/:id', () => {
  it('gives another operator a new one-time password: its sessions, pending logins and lock end', async () => {
    const email = 'forgetful.editor@marquee.local';
    const editor = await operatorOfRole(t, 'editor', email);
    await t.database.db.insert(operatorLoginChallenges).values({
      tokenHash: 'pending-second-factor',
      operatorId: editor.operator.id,
      expiresAt: new Date(t.now().getTime() + MINUTE),
    });
    for (let i = 0; i < 5; i++) await studio.login(email, `forgotten-${i}`, '10.7.1.1');
    expect((await studio.login(email, 'editor at work', '10.7.1.2')).statusCode).toBe(429);

    const response = await resetPassword(editor.operator.id);
    expect(response.statusCode).toBe(200);
    const { operator, one_time_password: password } = response.json().data as OperatorWithPassword;
    expect(response.json().message).toBe(
      `${email} has a new one-time password, shown only now. Their sessions have ended.`,
    );
    expect(operator).toMatchObject({ id: editor.operator.id, must_change_password: true });
    expect(await sessionsOf(editor.operator.id)).toBe(0);
    expect((await studio.me(editor.token)).statusCode).toBe(401);
    const pending = await t.database.db
      .select()
      .from(operatorLoginChallenges)
      .where(eq(operatorLoginChallenges.operatorId, editor.operator.id));
    expect(pending).toEqual([]);

    expect((await studio.login(email, 'editor at work', '10.7.1.3')).statusCode).toBe(401);
    const fresh = await studio.session(email, password);
    expect(fresh.operator.must_change_password).toBe(true);

    const audit = await auditOf(editor.operator.id);
    expect(audit).toEqual([
      {
        operatorId: owner.operator.id,
        action: 'operator.password.reset',
        before: view(email, 'editor'),
        after: view(email, 'editor', false, true),
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(password);
  });
});

describe('the rules of operators’ changes', () => {
  it('refuse an owner its own disabling, role change and password reset while another owner is enabled', async () => {
    await operatorOfRole(t, 'owner');
    const id = owner.operator.id;
    const self = [
      [await disable(id), 'studioOperatorSelfDisable'],
      [await changeRole(id, 'editor'), 'studioOperatorSelfRole'],
      [await resetPassword(id), 'studioOperatorSelfReset'],
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
    expect(await auditOf(id)).toEqual([]);
  });

  it('never disable or demote the last enabled owner', async () => {
    const items = (await list()).json().data.items as OperatorListItem[];
    for (const item of items) {
      if (item.role === 'owner' && item.id !== owner.operator.id) await disable(item.id);
    }
    expect(await enabledOwners()).toBe(1);
    const email = owner.operator.email;
    const disabled = await disable(owner.operator.id);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toMatchObject({
      message: `${email} is the last enabled owner and cannot be disabled: make another operator an owner first.`,
      notice: { key: 'studioLastOwnerDisable', params: { email } },
    });
    const demoted = await changeRole(owner.operator.id, 'support');
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().notice).toEqual({ key: 'studioLastOwnerDemote', params: { email } });
    expect(await enabledOwners()).toBe(1);
  });

  it('leave one enabled owner when two owners disable each other at once', async () => {
    const other = await operatorOfRole(t, 'owner');
    expect(await enabledOwners()).toBe(2);
    const answers = await Promise.all([
      disable(other.operator.id, owner),
      disable(owner.operator.id, other),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(await enabledOwners()).toBe(1);
    // Whoever was left enabled is the owner that may still act.
    const survivor = statuses[0] === 200 ? owner : other;
    expect((await studio.me(survivor.token)).statusCode).toBe(200);
    if (survivor !== owner) {
      await enable(owner.operator.id, survivor);
      owner = await studio.session(owner.operator.email, 'owner at work');
    }
  });

  it('answer 404 for an operator that does not exist', async () => {
    for (const response of [
      await changeRole(999_999, 'editor'),
      await disable(999_999),
      await enable(999_999),
      await resetPassword(999_999),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().notice).toEqual({ key: 'studioOperatorNotFound' });
    }
  });

  it('refuse editors and support every operator call with a 403, changing nothing', async () => {
    const target = (await add({ email: 'target@marquee.local', role: 'support' })).json().data
      .operator.id as number;
    const sessions = [await operatorOfRole(t, 'editor'), await operatorOfRole(t, 'support')];
    const before = await t.database.db.select().from(studioAudit).orderBy(desc(studioAudit.id));
    for (const session of sessions) {
      const { role } = session.operator;
      const answers = [
        await list(session),
        await add({ email: `by.${role}@marquee.local`, role: 'owner' }, session),
        await changeRole(target, 'owner', session),
        await disable(target, session),
        await enable(target, session),
        await resetPassword(target, session),
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
