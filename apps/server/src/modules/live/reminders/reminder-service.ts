import { notice, type Reminder } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { Answer } from '../../../http/route.js';
import type { SessionContext } from '../../../http/session.js';
import { presentReminder } from './reminder-presenter.js';
import type { ReminderRepository } from './reminder-repository.js';

const REMINDER_NOT_FOUND = notice('reminderNotFound');
const PROGRAMME_STARTED = notice('reminderProgrammeStarted');

/** Whose reminders: the viewing profile, and its ceiling when it is a kids profile. */
export type ReminderViewer = Pick<SessionContext, 'profileId' | 'maturityCeiling'>;

/**
 * Guide reminders (catalogue §4, Reminders): per viewing profile, only for programmes still to come,
 * one per programme. A reminder that is not the caller's answers as one that does not exist, and
 * so do, for a kids profile, a programme on a channel above its ceiling and a reminder of one.
 */
export function createReminderService(repository: ReminderRepository, now: Clock) {
  /** The reminder just written, read back with its programme. */
  async function written(profileId: number, id: number): Promise<Reminder> {
    const row = await repository.one(profileId, id);
    // Deleted between the write and this read (its programme left the guide).
    if (!row) throw notFound(REMINDER_NOT_FOUND);
    return presentReminder(row);
  }

  return {
    /** The profile's reminders whose programme has not started, by the time they fire. */
    async upcoming({ profileId, maturityCeiling }: ReminderViewer): Promise<Reminder[]> {
      return (await repository.upcoming(profileId, now(), maturityCeiling)).map(presentReminder);
    },

    async add(
      { profileId, maturityCeiling }: ReminderViewer,
      programmeId: number,
      minutesBefore: number,
    ): Promise<Answer<Reminder>> {
      const outcome = await repository.add(
        profileId,
        programmeId,
        minutesBefore,
        now(),
        maturityCeiling,
      );
      switch (outcome.kind) {
        case 'no-such-programme':
          throw notFound(notice('reminderProgrammeNotFound'));
        case 'started':
          throw new HttpError(409, PROGRAMME_STARTED);
        case 'exists':
          throw new HttpError(409, notice('reminderExists'));
        case 'added':
          return new Answer(await written(profileId, outcome.id), notice('reminderAdded'));
      }
    },

    async edit(
      { profileId, maturityCeiling }: ReminderViewer,
      id: number,
      minutesBefore: number,
    ): Promise<Answer<Reminder>> {
      const outcome = await repository.edit(profileId, id, minutesBefore, now(), maturityCeiling);
      if (outcome.kind === 'no-such-reminder') throw notFound(REMINDER_NOT_FOUND);
      if (outcome.kind === 'started') throw new HttpError(409, PROGRAMME_STARTED);
      return new Answer(await written(profileId, id), notice('reminderChanged'));
    },

    async remove(
      { profileId, maturityCeiling }: ReminderViewer,
      id: number,
    ): Promise<Answer<null>> {
      if (!(await repository.remove(profileId, id, maturityCeiling))) {
        throw notFound(REMINDER_NOT_FOUND);
      }
      return new Answer(null, notice('reminderDeleted'));
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;
