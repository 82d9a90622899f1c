import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, noticeText, reminderSchema, type Notice } from '@marquee/contract';
import { z } from 'zod/mini';
import { reminders } from '../../../db/schema.js';
import { signInAsKids, type KidsSession } from '../../../test/kids-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertChannels, insertProgrammes } from '../live/live-fixtures.js';

// Reminders of a kids profile whose ceiling is PG: a programme on a channel rated above it is
// not there for it, nor is a reminder of one the profile kept before.
let t: TestApp;
let kids: KidsSession;
let onAdultChannel: number;
let onKidsChannel: number;

beforeAll(async () => {
  t = await createTestApp();
  kids = await signInAsKids(t, 'PG');
  const [adultChannel, kidsChannel] = await insertChannels(t.database.db, [
    { channelNumber: 9101, title: 'Late Night', parentalCode: 'R' },
    { channelNumber: 9102, title: 'Cartoons', parentalCode: 'G' },
  ]);
  const start = Math.floor(t.now().getTime() / 1000) + 3600;
  const programme = { title: 'Tonight', start, end: start + 1800 };
  [onAdultChannel] = (await insertProgrammes(t.database.db, adultChannel!, [programme])) as [
    number,
  ];
  [onKidsChannel] = (await insertProgrammes(t.database.db, kidsChannel!, [programme])) as [number];
});
afterAll(() => t.close());

const post = (action: 'add' | 'edit' | 'delete', body: unknown) =>
  t.call({ method: 'POST', url: `/api/epg-reminders/${action}`, token: kids.token, body });

function expectNotFound(response: Awaited<ReturnType<typeof post>>, notice: Notice) {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json().message).toBe(noticeText(notice));
}

describe('reminders of a kids profile', () => {
  it('are added for a programme on a channel within the ceiling only', async () => {
    expect((await post('add', { epg_programme_id: onKidsChannel })).statusCode).toBe(200);
    expectNotFound(await post('add', { epg_programme_id: onAdultChannel }), {
      key: 'reminderProgrammeNotFound',
    });
  });

  it('leave out, and cannot change, one kept of a programme above the ceiling', async () => {
    const [kept] = await t.database.db
      .insert(reminders)
      .values({
        accountId: kids.accountId,
        profileId: kids.profileId,
        programmeId: onAdultChannel,
        minutesBefore: 5,
      })
      .returning({ id: reminders.id });
    const response = await t.call({ url: '/api/epg-reminders/index', token: kids.token });
    const listed = envelope(z.array(reminderSchema)).parse(response.json()).data!;
    expect(listed.map((reminder) => reminder.epg_programme_id)).toEqual([onKidsChannel]);
    const notFound = { key: 'reminderNotFound' } as const;
    expectNotFound(await post('edit', { id: kept!.id, minutes_before: 10 }), notFound);
    expectNotFound(await post('delete', { id: kept!.id }), notFound);
  });
});
