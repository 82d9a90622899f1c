// What one instance changed and others may hold in memory. Each instance keeps short memos of
// shared state (read-memo.ts: sessions, entitlements, positions; the media origin's device
// checks; the catalogue's snapshots) and forgets its own entries when it changes what they
// read. A change notice carries that forget to every instance on the same database, so none
// serves for a second (or, for a device's media, half a minute) what another has just changed.
import { z } from 'zod';

/** The notices, one per kind of memo; each names the key to forget, never the new value. */
export const changeNoticeSchema = z.discriminatedUnion('kind', [
  /** Sessions were revoked (a device removed, a logout, a password reset): forget them all. */
  z.object({ kind: z.literal('sessions-revoked') }),
  /** A device's sessions ended: its media stops at once. */
  z.object({ kind: z.literal('device-ended'), deviceId: z.number().int().positive() }),
  /** An account's subscription or rentals changed. */
  z.object({ kind: z.literal('entitlements'), accountId: z.number().int().positive() }),
  /** A profile saved a watch position. */
  z.object({ kind: z.literal('positions'), profileId: z.number().int().positive() }),
  /** A title was rated: its totals are read from the ratings log (title-changes.ts). */
  z.object({ kind: z.literal('title-rated') }),
  /** The import command wrote a catalogue, channels or a guide: what it bumped is read again. */
  z.object({ kind: z.literal('imported'), what: z.enum(['catalogue', 'channels', 'guide']) }),
  /** An operator replaced the configuration: it is read again, and subscribers' apps told. */
  z.object({ kind: z.literal('configuration-changed') }),
  /**
   * This instance was cut off from the others' notices for a while (its Redis subscription
   * dropped and came back) and may have missed some: every memo forgets all it holds.
   */
  z.object({ kind: z.literal('missed') }),
]);

export type ChangeNotice = z.infer<typeof changeNoticeSchema>;

export type ChangeNoticeListener = (notice: ChangeNotice) => void;

/** Publishing and hearing change notices, within this process and, with Redis, between instances. */
export interface ChangeNotices {
  /**
   * Tells every listener, this process's at once (before `publish` returns), other instances'
   * as soon as the message reaches them.
   */
  publish(notice: ChangeNotice): void;
  /** Calls `listener` with every notice, this instance's own and others'; returns an unsubscribe. */
  subscribe(listener: ChangeNoticeListener): () => void;
}

/** The listeners of one process: what both implementations deliver to. */
export function createListeners(onError: (error: unknown) => void) {
  const listeners = new Set<ChangeNoticeListener>();
  return {
    subscribe: (listener: ChangeNoticeListener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Calls each listener; one that throws does not keep the notice from the others. */
    deliver: (notice: ChangeNotice): void => {
      for (const listener of listeners) {
        try {
          listener(notice);
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}

/** Notices within one process: a single instance, or a test. */
export function createLocalChangeNotices(
  onError: (error: unknown) => void = () => undefined,
): ChangeNotices {
  const listeners = createListeners(onError);
  return { publish: listeners.deliver, subscribe: listeners.subscribe };
}

/**
 * How a memo follows the notices: `forget` with those of one kind, `forgetAll` when notices may
 * have been missed.
 */
export function onNotice<K extends Exclude<ChangeNotice['kind'], 'missed'>>(
  notices: ChangeNotices,
  kind: K,
  forget: (notice: Extract<ChangeNotice, { kind: K }>) => void,
  forgetAll: () => void,
): () => void {
  return notices.subscribe((notice) => {
    if (notice.kind === kind) forget(notice as Extract<ChangeNotice, { kind: K }>);
    else if (notice.kind === 'missed') forgetAll();
  });
}
