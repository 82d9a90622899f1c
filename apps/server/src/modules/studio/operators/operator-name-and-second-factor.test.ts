import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorListItem, StudioSession } from '@marquee/contract';
import {
  operatorManagementCalls,
  operatorView as view,
} from '../../../test/operator-management-calls.js';
import { operatorWithTotp, totpCodeOf } from '../../../test/operator-totp.js';
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

describe('PUT /studio/operator-name/:id', () => {
  it('names an operator, trimmed, an empty name being none, and audits each change once', async () => {
    const editor = await operatorOfRole(t, 'editor', 'nameless@marquee.local');
    const named = await calls.rename(editor.operator.id, '  Nora Lane ');
    expect(named.statusCode).toBe(200);
    expect(named.json().message).toBe('The name of nameless@marquee.local has been changed.');
    expect(named.json().data).toMatchObject({ id: editor.operator.id, name: 'Nora Lane' });
    expect((await calls.rename(editor.operator.id, 'Nora Lane')).statusCode).toBe(200);
    const cleared = await calls.rename(editor.operator.id, '');
    expect(cleared.json().data.name).toBeNull();
    const before = view('nameless@marquee.local', 'editor');
    expect(await calls.auditOf(editor.operator.id)).toEqual([
      {
        operatorId: owner.operator.id,
        action: 'operator.rename',
        before,
        after: { ...before, name: 'Nora Lane' },
      },
      {
        operatorId: owner.operator.id,
        action: 'operator.rename',
        before: { ...before, name: 'Nora Lane' },
        after: before,
      },
    ]);
  });

  it('lets an owner name itself, and refuses a name over 100 characters and an unknown id', async () => {
    expect((await calls.rename(owner.operator.id, 'Olive Owner')).json().data.name).toBe(
      'Olive Owner',
    );
    const long = await calls.rename(owner.operator.id, 'n'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.name).toEqual(['must be 100 characters or fewer']);
    const unknown = await calls.rename(999_999, 'Nobody');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().notice).toEqual({ key: 'studioOperatorNotFound' });
  });
});

describe('POST /studio/operator-totp-removal/:id', () => {
  it('turns off a lost authenticator: the password alone logs in, old codes and recovery codes stop', async () => {
    const email = 'lost.phone@marquee.local';
    const { id, secret, recoveryCodes } = await operatorWithTotp(t, email, '10.8.2.1');
    const removed = await calls.removeSecondFactor(id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(
      `${email} signs in with their password alone now: their authenticator and recovery codes no longer work.`,
    );
    expect((removed.json().data as OperatorListItem).totp_enabled).toBe(false);
    const session = await studio.session(email, 'chosen password');
    expect(session.operator.totp_enabled).toBe(false);
    const listed = (await calls.list()).json().data.items as OperatorListItem[];
    expect(listed.find((item) => item.id === id)?.totp_enabled).toBe(false);
    // Turned on again, the old secret's codes and the old recovery codes open nothing.
    const started = (await studio.startTotp(session.token)).json().data;
    expect(started.secret).not.toBe(secret);
    const wrong = await studio.confirmTotp(session.token, totpCodeOf(t, secret));
    expect(wrong.statusCode).toBe(400);
    expect(recoveryCodes).toHaveLength(10);

    const audit = await calls.auditOf(id);
    expect(audit.filter((entry) => entry.action === 'operator.totp.remove')).toEqual([
      {
        operatorId: owner.operator.id,
        action: 'operator.totp.remove',
        before: { ...view(email, 'editor'), totp_enabled: true },
        after: view(email, 'editor'),
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('changes nothing for an operator without it, and answers 404 for an unknown id', async () => {
    const editor = await operatorOfRole(t, 'editor', 'no.totp@marquee.local');
    const unchanged = await calls.removeSecondFactor(editor.operator.id);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data.totp_enabled).toBe(false);
    expect(await calls.auditOf(editor.operator.id)).toEqual([]);
    const unknown = await calls.removeSecondFactor(999_999);
    expect(unknown.statusCode).toBe(404);
  });

  it('is for owners only', async () => {
    const editor = await operatorOfRole(t, 'editor');
    const { id } = await operatorWithTotp(t, 'kept.totp@marquee.local', '10.8.2.2');
    const refused = await calls.removeSecondFactor(id, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().notice).toEqual({ key: 'studioRoleRefused', params: { role: 'editor' } });
    expect((await calls.rename(id, 'Renamed', editor)).statusCode).toBe(403);
  });
});
