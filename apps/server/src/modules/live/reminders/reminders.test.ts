import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_MINUTES,
  envelope,
  noticeText,
  reminderSchema,
  type Notice,
} from '@marquee/contract';
import { z } from 'zod/mini';
import { MINUTE } from '../../../clock.js';
import { programmes, reminders } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertChannels, insertProgrammes } from '../live/live-fixtures.js';
import { EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';

let t: TestApp;
let demo: { token: string; accountId: number };
let other: { token: string; accountId: number };
let channelId: number;

beforeAll(async () => {
  t = await createTestApp();
  const login = async (...credentials: [string, string] | []) => {
    const data = await t.login(...credentials);
    return { token: data.token, accountId: data.account.id };
  };
  demo = await login();
  other = await login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password);
  const [id] = await insertChannels(t.database.db, [{ channelNumber: 9001, title: 'Reminders' }]);
  channelId = id!;
});
afterAll(() => t.close());

/** Now on the server's clock, in Unix seconds. */
const nowSeconds = () => Math.floor(t.now().getTime() / 1000);

/** A programme of the test channel starting `minutes` from now (negative: already started). */
async function programmeIn(minutes: number, title = `In ${minutes} min`): Promise<number> {
  const start = nowSeconds() + minutes * 60;
  const [id] = await insertProgrammes(t.database.db, channelId, [
    { title, start, end: start + 30 * 60 },
  ]);
  return id!;
}

const post = (action: 'add' | 'edit' | 'delete', body: unknown, token = demo.token) =>
  t.call({ method: 'POST', url: `/api/epg-reminders/${action}`, token, body });

async function added(body: { epg_programme_id: number; minutes_before?: number }, token?: string) {
  const response = await post('add', body, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(reminderSchema).parse(response.json());
}

async function remindersOf(token = demo.token) {
  const response = await t.call({ url: '/api/epg-reminders/index', token });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(z.array(reminderSchema)).parse(response.json()).data!;
}

/** Expects a refusal with this status and notice. */
function expectRefused(
  response: Awaited<ReturnType<typeof post>>,
  statusCode: number,
  notice: Notice,
) {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.json()).toEqual({ status: 0, message: noticeText(notice), notice });
}

const rowsFor = async (accountId: number, programmeId: number) =>
  (
    await t.database.db
      .select({ value: count() })
      .from(reminders)
      .where(and(eq(reminders.accountId, accountId), eq(reminders.programmeId, programmeId)))
  )[0]!.value;

describe('adding a reminder', () => {
  it('fires 5 minutes before the start unless told, answering the spec’s fields', async () => {
    const programme = await programmeIn(60, 'Evening News');
    const start = nowSeconds() + 60 * 60;
    const body = await added({ epg_programme_id: programme });
    expect(body.message).toBe(noticeText({ key: 'reminderAdded' }));
    expect(DEFAULT_REMINDER_MINUTES).toBe(5);
    expect(body.data).toEqual({
      id: expect.any(Number),
      epg_programme_id: programme,
      epg_programme_title: 'Evening News',
      epg_programme: {
        id: programme,
        channel_id: channelId,
        title: 'Evening News',
        start_timestamp: start,
      },
      activate_time: new Date((start - 5 * 60) * 1000).toISOString(),
      activate_time_timestamp: start - 5 * 60,
    });
  });

  it('fires minutes_before minutes before the start when told', async () => {
    const programme = await programmeIn(90);
    const { data } = await added({ epg_programme_id: programme, minutes_before: 15 });
    expect(data!.activate_time_timestamp).toBe(data!.epg_programme.start_timestamp - 15 * 60);
    expect(Date.parse(data!.activate_time) / 1000).toBe(data!.activate_time_timestamp);
  });

  it('refuses a programme that has started, even one still on', async () => {
    const started = await programmeIn(-10);
    expectRefused(await post('add', { epg_programme_id: started }), 409, {
      key: 'reminderProgrammeStarted',
    });
    expect(await rowsFor(demo.accountId, started)).toBe(0);
  });

  it('refuses a programme that is not in the guide', async () => {
    expectRefused(await post('add', { epg_programme_id: 2_000_000_000 }), 404, {
      key: 'reminderProgrammeNotFound',
    });
  });

  it('refuses a second reminder for the same programme', async () => {
    const programme = await programmeIn(120);
    await added({ epg_programme_id: programme });
    expectRefused(await post('add', { epg_programme_id: programme, minutes_before: 10 }), 409, {
      key: 'reminderExists',
    });
    expect(await rowsFor(demo.accountId, programme)).toBe(1);
  });

  it('keeps one of several identical adds sent at the same time (a double click)', async () => {
    const programme = await programmeIn(130);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => post('add', { epg_programme_id: programme })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await rowsFor(demo.accountId, programme)).toBe(1);
  });

  it('lets another account remind itself of the same programme', async () => {
    const programme = await programmeIn(140);
    await added({ epg_programme_id: programme });
    await added({ epg_programme_id: programme }, other.token);
    expect(await rowsFor(other.accountId, programme)).toBe(1);
  });

  it('refuses minutes_before that is not a whole number from 0 to 1440, with the rule', async () => {
    const programme = await programmeIn(150);
    const cases = [
      [-1, 'minutes_before must be 0 or more'],
      [1441, 'minutes_before must be 1440 or less'],
      [2.5, 'minutes_before must be a whole number'],
      ['soon', 'minutes_before must be a number'],
    ] as const;
    for (const [minutes, reason] of cases) {
      const response = await post('add', { epg_programme_id: programme, minutes_before: minutes });
      expect(response.statusCode, String(minutes)).toBe(400);
      expect(response.json().message).toBe(`Invalid body: minutes_before ${reason}`);
    }
    expect(await rowsFor(demo.accountId, programme)).toBe(0);
  });
});

describe('the reminder list (/epg-reminders/index)', () => {
  it('answers the account’s reminders of programmes still to come, the first to fire first', async () => {
    const now = nowSeconds();
    const ids = await insertProgrammes(t.database.db, channelId, [
      { title: 'Later, fires first', start: now + 300 * 60, end: now + 330 * 60 },
      { title: 'Sooner, fires second', start: now + 290 * 60, end: now + 300 * 60 },
      { title: 'Last', start: now + 360 * 60, end: now + 390 * 60 },
    ]);
    // They fire 270, 285 and 355 minutes from now.
    await added({ epg_programme_id: ids[0]!, minutes_before: 30 });
    await added({ epg_programme_id: ids[1]!, minutes_before: 5 });
    await added({ epg_programme_id: ids[2]!, minutes_before: 5 });
    const titles = async () =>
      (await remindersOf())
        .filter((reminder) => ids.includes(reminder.epg_programme_id))
        .map((reminder) => reminder.epg_programme_title);
    expect(await titles()).toEqual(['Later, fires first', 'Sooner, fires second', 'Last']);
    // Once a programme has started, its reminder is no longer listed.
    t.advance(290 * MINUTE);
    expect(await titles()).toEqual(['Later, fires first', 'Last']);
  });

  it('shows no account another’s reminders', async () => {
    const programme = await programmeIn(200, 'Only mine');
    await added({ epg_programme_id: programme });
    const mine = await remindersOf();
    expect(mine.map((reminder) => reminder.epg_programme_id)).toContain(programme);
    const theirs = await remindersOf(other.token);
    expect(theirs.map((reminder) => reminder.epg_programme_id)).not.toContain(programme);
  });

  it('forgets a reminder whose programme leaves the guide', async () => {
    const programme = await programmeIn(210);
    await added({ epg_programme_id: programme });
    await t.database.db.delete(programmes).where(eq(programmes.id, programme));
    expect((await remindersOf()).map((reminder) => reminder.epg_programme_id)).not.toContain(
      programme,
    );
    expect(await rowsFor(demo.accountId, programme)).toBe(0);
  });
});

describe('editing a reminder', () => {
  it('changes when it fires', async () => {
    const programme = await programmeIn(220);
    const { data } = await added({ epg_programme_id: programme });
    const response = await post('edit', { id: data!.id, minutes_before: 30 });
    expect(response.statusCode, response.body).toBe(200);
    const edited = envelope(reminderSchema).parse(response.json());
    expect(edited.message).toBe(noticeText({ key: 'reminderChanged' }));
    expect(edited.data).toEqual({
      ...data,
      activate_time_timestamp: data!.epg_programme.start_timestamp - 30 * 60,
      activate_time: new Date((data!.epg_programme.start_timestamp - 30 * 60) * 1000).toISOString(),
    });
    const listed = (await remindersOf()).find((reminder) => reminder.id === data!.id);
    expect(listed).toEqual(edited.data);
  });

  it('refuses a reminder of another account, or one that does not exist, as not found', async () => {
    const programme = await programmeIn(230);
    const { data } = await added({ epg_programme_id: programme });
    expectRefused(await post('edit', { id: data!.id, minutes_before: 1 }, other.token), 404, {
      key: 'reminderNotFound',
    });
    expectRefused(await post('edit', { id: 2_000_000_000, minutes_before: 1 }), 404, {
      key: 'reminderNotFound',
    });
    const kept = (await remindersOf()).find((reminder) => reminder.id === data!.id);
    expect(kept!.activate_time_timestamp).toBe(data!.activate_time_timestamp);
  });

  it('refuses a reminder whose programme has started', async () => {
    const programme = await programmeIn(2);
    const { data } = await added({ epg_programme_id: programme, minutes_before: 1 });
    t.advance(3 * MINUTE);
    expectRefused(await post('edit', { id: data!.id, minutes_before: 0 }), 409, {
      key: 'reminderProgrammeStarted',
    });
  });
});

describe('deleting a reminder', () => {
  it('removes it from the list, with a message', async () => {
    const programme = await programmeIn(240);
    const { data } = await added({ epg_programme_id: programme });
    const response = await post('delete', { id: data!.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: null,
      message: noticeText({ key: 'reminderDeleted' }),
    });
    expect((await remindersOf()).map((reminder) => reminder.id)).not.toContain(data!.id);
    // And the programme may have one again.
    await added({ epg_programme_id: programme });
  });

  it('refuses a reminder of another account, or one already deleted, as not found', async () => {
    const programme = await programmeIn(250);
    const { data } = await added({ epg_programme_id: programme });
    expectRefused(await post('delete', { id: data!.id }, other.token), 404, {
      key: 'reminderNotFound',
    });
    expect(await rowsFor(demo.accountId, programme)).toBe(1);
    await post('delete', { id: data!.id });
    expectRefused(await post('delete', { id: data!.id }), 404, { key: 'reminderNotFound' });
  });
});
