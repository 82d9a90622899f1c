import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketEvent, Status, noticeTexts, type StudioSession } from '@marquee/contract';
import { studioAudit } from '../../../db/schema.js';
import { registrationBody } from '../../../test/account-fixtures.js';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// What support does for a subscriber: ending a device's sessions, sending a reset link.
let t: TestApp;
let url: string;
let support: StudioSession;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  support = await operatorOfRole(t, 'support');
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await t.close();
});

function connect(token: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    query: { token },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** A new subscriber, logged in on `uid`: its account id and that device's login. */
async function subscriber(uid: string) {
  const body = registrationBody();
  await t.call({ method: 'POST', url: '/api/account/registration', body });
  const login = await t.login(body.email, body.password, uid);
  const found = await t.call({
    url: `/api/studio/subscribers?search=${encodeURIComponent(body.email)}`,
    headers: bearer(support.token),
  });
  return {
    email: body.email,
    password: body.password,
    accountId: found.json().data.items[0].id as number,
    login,
  };
}

const removeDevice = (accountId: number, deviceId: number, session = support) =>
  t.call({
    method: 'DELETE',
    url: `/api/studio/subscriber-devices/${accountId}/${deviceId}`,
    headers: bearer(session.token),
  });
const latestAudit = async () =>
  (await t.database.db.select().from(studioAudit).orderBy(desc(studioAudit.id)).limit(1))[0];

describe('DELETE /studio/subscriber-devices/:id/:device_id', () => {
  it('ends the device at once: its token is refused, its socket logged out, the removal audited', async () => {
    const { email, password, accountId, login } = await subscriber('living-room');
    const other = await t.login(email, password, 'kitchen');
    const socket = await connect(login.token);
    const loggedOut = new Promise((resolve) => socket.once(SocketEvent.forceLogout, resolve));

    const response = await removeDevice(accountId, login.device.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: Status.ok,
      message: noticeTexts.deviceRemoved,
      notice: { key: 'deviceRemoved' },
      data: null,
    });
    await expect(loggedOut).resolves.toEqual({ reason: 'device-removed' });
    const after = await t.call({ url: '/api/account/authorize', token: login.token });
    expect(after.statusCode).toBe(401);
    expect(after.json().status).toBe(Status.session);
    expect((await t.call({ url: '/api/account/authorize', token: other.token })).statusCode).toBe(
      200,
    );

    const audit = await latestAudit();
    expect(audit).toMatchObject({
      operatorId: support.operator.id,
      action: 'device.remove',
      target: `device:${login.device.id}`,
      before: { account_id: accountId, id: login.device.id, uid: 'living-room' },
      after: null,
    });
  });

  it("answers 404 for another account's device, one already removed, or an unknown subscriber", async () => {
    const owner = await subscriber('owned');
    const stranger = await subscriber('strangers');
    const audited = (await latestAudit())?.id;

    const elsewhere = await removeDevice(owner.accountId, stranger.login.device.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().notice).toEqual({ key: 'deviceNotFound' });
    expect(
      (await t.call({ url: '/api/account/authorize', token: stranger.login.token })).statusCode,
    ).toBe(200);

    expect((await removeDevice(owner.accountId, owner.login.device.id)).statusCode).toBe(200);
    expect((await removeDevice(owner.accountId, owner.login.device.id)).statusCode).toBe(404);
    const unknown = await removeDevice(2_000_000_000, owner.login.device.id);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().notice).toEqual({ key: 'subscriberNotFound' });
    const bad = await removeDevice(owner.accountId, 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.device_id).toHaveLength(1);
    // One removal, one audit row.
    const rows = await t.database.db
      .select()
      .from(studioAudit)
      .where(eq(studioAudit.action, 'device.remove'));
    expect(rows.filter((row) => row.id > (audited ?? 0))).toHaveLength(1);
  });
});

describe('POST /studio/subscriber-password-reset/:id', () => {
  const sendReset = (accountId: number) =>
    t.call({
      method: 'POST',
      url: `/api/studio/subscriber-password-reset/${accountId}`,
      headers: bearer(support.token),
    });

  it('sends the subscriber the forgot-password e-mail, and audits it', async () => {
    const { email, accountId } = await subscriber('reset-me');
    const response = await sendReset(accountId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: Status.ok,
      message: `A password reset link has been sent to ${email}.`,
      notice: { key: 'subscriberResetLinkSent', params: { email } },
    });
    const mail = (await t.outbox()).filter((message) => message.to === email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Reset your Marquee password');
    expect(mail[0]!.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]+/);
    expect(await latestAudit()).toMatchObject({
      operatorId: support.operator.id,
      action: 'account.password-reset',
      target: `account:${accountId}`,
    });
  });

  it("says so when the hour's links are spent, and 404 for an unknown subscriber", async () => {
    const { email, accountId } = await subscriber('spent');
    for (let sent = 0; sent < 5; sent += 1)
      expect((await sendReset(accountId)).statusCode).toBe(200);
    const spent = await sendReset(accountId);
    expect(spent.statusCode).toBe(429);
    expect(spent.json().notice).toEqual({
      key: 'subscriberResetLinksSpent',
      params: { email, max: 5 },
    });
    expect((await t.outbox()).filter((message) => message.to === email)).toHaveLength(5);
    const unknown = await sendReset(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().notice).toEqual({ key: 'subscriberNotFound' });
  });
});
