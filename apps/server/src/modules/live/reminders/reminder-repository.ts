import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { withinMaturity } from '../../../db/maturity.js';

/** A reminder with the programme it is for; times in Unix seconds. */
export interface ReminderRow {
  id: number;
  minutesBefore: number;
  programmeId: number;
  channelId: number;
  title: string;
  start: number;
}

export type AddOutcome =
  | { kind: 'added'; id: number }
  | { kind: 'no-such-programme' }
  | { kind: 'started' }
  | { kind: 'exists' };

export type EditOutcome = { kind: 'edited' } | { kind: 'no-such-reminder' } | { kind: 'started' };

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * The condition that the programme's channel is rated within a kids profile's ceiling: `true`
 * without one, which reads no channel.
 */
const onChannelWithin = (ceiling: string | null) =>
  withinMaturity(
    sql`(select channels.parental_code from channels where channels.id = programmes.channel_id)`,
    ceiling,
  );

const REMINDER_COLUMNS = sql`reminders.id,
  reminders.minutes_before as "minutesBefore",
  programmes.id as "programmeId",
  programmes.channel_id as "channelId",
  programmes.title,
  floor(extract(epoch from programmes.start))::int as start`;

/**
 * The SQL of reminders: one row per viewing profile and programme (`reminders`). Each call takes
 * a kids profile's ceiling (null for the others): a programme on a channel above it, and a
 * reminder of one, are not there for it.
 */
export function createReminderRepository(db: Db) {
  return {
    /** The profile's reminders for programmes that start after `now`, the first to fire first. */
    async upcoming(profileId: number, now: Date, ceiling: string | null): Promise<ReminderRow[]> {
      return queryRows<ReminderRow>(
        db,
        sql`select ${REMINDER_COLUMNS}
          from reminders join programmes on programmes.id = reminders.programme_id
          where reminders.profile_id = ${profileId} and programmes.start > ${at(now)}
            and ${onChannelWithin(ceiling)}
          order by programmes.start - make_interval(mins => reminders.minutes_before), reminders.id`,
      );
    },

    /** One of the profile's reminders; undefined when it is not there or not the profile's. */
    async one(profileId: number, id: number): Promise<ReminderRow | undefined> {
      const [row] = await queryRows<ReminderRow>(
        db,
        sql`select ${REMINDER_COLUMNS}
          from reminders join programmes on programmes.id = reminders.programme_id
          where reminders.id = ${id} and reminders.profile_id = ${profileId}`,
      );
      return row;
    },

    /**
     * Adds a reminder for a programme that starts after `now`, in one statement: a second one
     * for the same programme, even sent at the same moment, meets the unique constraint and
     * adds nothing.
     */
    async add(
      profileId: number,
      programmeId: number,
      minutesBefore: number,
      now: Date,
      ceiling: string | null,
    ): Promise<AddOutcome> {
      const [row] = await queryRows<{ found: boolean; upcoming: boolean; id: number | null }>(
        db,
        sql`with programme as (
            select id, start > ${at(now)} as upcoming from programmes
            where id = ${programmeId} and ${onChannelWithin(ceiling)}
          ), inserted as (
            insert into reminders (account_id, profile_id, programme_id, minutes_before)
            select profiles.account_id, profiles.id, programme.id, ${minutesBefore}
            from programme, profiles
            where programme.upcoming and profiles.id = ${profileId}
            on conflict (profile_id, programme_id) do nothing
            returning id
          )
          select exists (select from programme) as found,
            coalesce((select upcoming from programme), false) as upcoming,
            (select id from inserted) as id`,
      );
      if (!row?.found) return { kind: 'no-such-programme' };
      if (!row.upcoming) return { kind: 'started' };
      if (row.id === null) return { kind: 'exists' };
      return { kind: 'added', id: row.id };
    },

    /** Changes when one of the profile's reminders fires, while its programme has not started. */
    async edit(
      profileId: number,
      id: number,
      minutesBefore: number,
      now: Date,
      ceiling: string | null,
    ): Promise<EditOutcome> {
      const [row] = await queryRows<{ found: boolean; edited: boolean }>(
        db,
        sql`with target as (
            select reminders.id, programmes.start > ${at(now)} as upcoming
            from reminders join programmes on programmes.id = reminders.programme_id
            where reminders.id = ${id} and reminders.profile_id = ${profileId}
              and ${onChannelWithin(ceiling)}
          ), edited as (
            update reminders set minutes_before = ${minutesBefore}
            from target where reminders.id = target.id and target.upcoming
            returning reminders.id
          )
          select exists (select from target) as found, exists (select from edited) as edited`,
      );
      if (!row?.found) return { kind: 'no-such-reminder' };
      return row.edited ? { kind: 'edited' } : { kind: 'started' };
    },

    /** Deletes one of the profile's reminders; false when it is not there or not the profile's. */
    async remove(profileId: number, id: number, ceiling: string | null): Promise<boolean> {
      const kept =
        ceiling === null
          ? sql`true`
          : sql`exists (select 1 from programmes
              where programmes.id = reminders.programme_id and ${onChannelWithin(ceiling)})`;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`delete from reminders where id = ${id} and profile_id = ${profileId} and ${kept}
          returning id`,
      );
      return rows.length > 0;
    },
  };
}

export type ReminderRepository = ReturnType<typeof createReminderRepository>;
