import {
  ItemType,
  idSchema,
  notice,
  type AnalyticsEventName,
  type PlainNotice,
  type trackBodySchema,
} from '@marquee/contract';
import type { z } from 'zod';
import { DAY, type Clock } from '../../../clock.js';
import type { AnalyticsProperties } from '../../../db/schema.js';
import { fieldError } from '../../../http/errors.js';
import type { PlayLog, ViewedTitle } from '../../catalogue/watching/index.js';
import type { Viewer } from '../../catalogue/watching/index.js';
import type { AnalyticsRepository } from './analytics-repository.js';

type TrackedEvent = z.output<typeof trackBodySchema>['events'][number];

/** Device clocks run a little ahead or far behind; outside this window a time is nonsense. */
export const EARLIEST_EVENT = new Date('2000-01-01T00:00:00Z');
export const LATEST_EVENT_AHEAD_MS = DAY;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** The view events that count as plays for trending, with the title type they name. */
const VIEW_EVENTS: Partial<Record<AnalyticsEventName, ViewedTitle['type']>> = {
  single_movie_view: ItemType.movie,
  single_episode_view: ItemType.episode,
};

/** The title a view event is about: its `id` property, as a number or a text of digits. */
export function viewedTitle(event: TrackedEvent): ViewedTitle | undefined {
  const type = VIEW_EVENTS[event.name];
  const id = event.properties.id;
  if (type === undefined || (typeof id !== 'number' && typeof id !== 'string')) return undefined;
  const parsed = idSchema.safeParse(id);
  return parsed.success ? { vodId: parsed.data, type } : undefined;
}

/**
 * Why an event cannot be stored, if it cannot: a time outside the window, or text that is not
 * valid Unicode (a lone surrogate), which PostgreSQL refuses in JSON.
 */
function eventProblem(
  event: TrackedEvent,
  now: Date,
): { path: PropertyKey[]; reason: PlainNotice } | undefined {
  const at = new Date(event.occurred_at).getTime();
  if (!(at >= EARLIEST_EVENT.getTime() && at <= now.getTime() + LATEST_EVENT_AHEAD_MS)) {
    return {
      path: ['occurred_at'],
      reason: notice('eventTimeOutOfRange'),
    };
  }
  for (const [key, value] of Object.entries(event.properties)) {
    if (!isWellFormed(key) || (typeof value === 'string' && !isWellFormed(value))) {
      return { path: ['properties', key], reason: notice('invalidUnicode') };
    }
  }
  return undefined;
}

/** Stores the web app's analytics events; movie and episode views also count as plays. */
export function createAnalyticsService(events: AnalyticsRepository, plays: PlayLog, now: Clock) {
  return {
    /** Stores the whole batch, or nothing when one event is refused. */
    async track(viewer: Viewer, batch: TrackedEvent[]): Promise<{ accepted: number }> {
      const receivedAt = now();
      batch.forEach((event, index) => {
        const problem = eventProblem(event, receivedAt);
        if (problem) throw fieldError('body', ['events', index, ...problem.path], problem.reason);
      });
      await events.insertEvents(
        batch.map((event) => ({
          accountId: viewer.accountId,
          profileId: viewer.profileId,
          name: event.name,
          properties: event.properties satisfies AnalyticsProperties,
          occurredAt: new Date(event.occurred_at),
          receivedAt,
        })),
      );
      await plays.viewed(
        viewer.accountId,
        batch.flatMap((event) => viewedTitle(event) ?? []),
      );
      return { accepted: batch.length };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
