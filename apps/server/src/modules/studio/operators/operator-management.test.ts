import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Status,
  type OperatorListItem,
  type OperatorWithPassword,
  type StudioSession,
} from '@marquee/contract';
import { MINUTE } from '../../../clock.js';
import { operatorLoginChallenges } from '../../../db/schema.js';
import {
  operatorManagementCalls,
  operatorView as view,
} from '../../../test/operator-management-calls.js';
import { bearer, operatorOfRole, studioCalls } from '../../../test/studio-calls.js';
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

const as = (session: StudioSession) => bearer(session.token);

describe('GET /studio/operators', () => {
  it('lists every operator oldest first, with its role, state, second factor, last login and creation', async () => {
    const editor = await operatorOfRole(t, 'editor');
    const added = (await calls.add({ email: 'never@marquee.local', role: 'support' })).json().data;
    const response = await calls.list();
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
    const response = await calls.add({
      email: ' Rita@Marquee.local ',
      role: 'editor',
      name: ' Rita ',
    });
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

    const audit = await calls.auditOf(operator.id);
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
    const before = (await calls.list()).json().data.pager.count;
    const response = await calls.add({
      email: owner.operator.email.toUpperCase(),
      role: 'support',
    });
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
    expect((await calls.list()).json().data.pager.count).toBe(before);
  });

  it('refuses an e-mail or a role that will not do with a 400', async () => {
    const email = await calls.add({ email: 'not-an-address', role: 'editor' });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors).toEqual({ email: ['Invalid email address'] });
    const role = await calls.add({ email: 'new.admin@marquee.local', role: 'admin' });
    expect(role.statusCode).toBe(400);
    expect(Object.keys(role.json().errors)).toEqual(['role']);
  });
});

describe('PUT /studio/operator-role/:id', () => {
  it('gives another operator a new role at once, audited before and after', async () => {
    const editor = await operatorOfRole(t, 'editor');
    const subscribers = () => t.call({ url: '/api/studio/subscribers', headers: as(editor) });
    expect((await subscribers()).statusCode).toBe(403);

    const response = await calls.changeRole(editor.operator.id, 'support');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: `The role of ${editor.operator.email} has been changed.`,
      data: { id: editor.operator.id, role: 'support' },
    });
    // Its open session has the new role on its next call.
    expect((await subscribers()).statusCode).toBe(200);
    expect(await calls.auditOf(editor.operator.id)).toEqual([
      {
        operatorId: owner.operator.id,
        action: 'operator.role.change',
        before: view(editor.operator.email, 'editor'),
        after: view(editor.operator.email, 'support'),
      },
    ]);

    // The role it has already: nothing changes, nothing is audited.
    expect((await calls.changeRole(editor.operator.id, 'support')).statusCode).toBe(200);
    expect(await calls.auditOf(editor.operator.id)).toHaveLength(1);
  });
});

describe('POST /studio/operator-disable/:id and /studio/operator-enable/:id', () => {
  it('disable an operator, ending its sessions at once, and let it log in again', async () => {
    const email = 'disabled.support@marquee.local';
    const support = await operatorOfRole(t, 'support', email);
    await studio.session(email, 'support at work');
    expect(await calls.sessionsOf(support.operator.id)).toBeGreaterThan(1);

    const disabled = await calls.disable(support.operator.id);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({
      message: `${email} has been disabled: their sessions have ended.`,
      data: { id: support.operator.id, disabled_at: expect.any(String) },
    });
    expect(await calls.sessionsOf(support.operator.id)).toBe(0);
    expect((await studio.me(support.token)).statusCode).toBe(401);
    expect((await studio.login(email, 'support at work', '10.7.0.1')).statusCode).toBe(401);

    const enabled = await calls.enable(support.operator.id);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({
      message: `${email} can log in again.`,
      data: { disabled_at: null },
    });
    expect((await studio.login(email, 'support at work', '10.7.0.2')).statusCode).toBe(200);

    // Enabling an enabled operator changes nothing and writes nothing.
    expect((await calls.enable(support.operator.id)).statusCode).toBe(200);
    expect(await calls.auditOf(support.operator.id)).toEqual([
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

    const response = await calls.resetPassword(editor.operator.id);
    expect(response.statusCode).toBe(200);
    const { operator, one_time_password: password } = response.json().data as OperatorWithPassword;
    expect(response.json().message).toBe(
      `${email} has a new one-time password, shown only now. Their sessions have ended.`,
    );
    expect(operator).toMatchObject({ id: editor.operator.id, must_change_password: true });
    expect(await calls.sessionsOf(editor.operator.id)).toBe(0);
    expect((await studio.me(editor.token)).statusCode).toBe(401);
    const pending = await t.database.db
      .select()
      .from(operatorLoginChallenges)
      .where(eq(operatorLoginChallenges.operatorId, editor.operator.id));
    expect(pending).toEqual([]);

    expect((await studio.login(email, 'editor at work', '10.7.1.3')).statusCode).toBe(401);
    const fresh = await studio.session(email, password);
    expect(fresh.operator.must_change_password).toBe(true);

    const audit = await calls.auditOf(editor.operator.id);
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
