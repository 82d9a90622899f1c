import { READ_MEMO_MAX_AGE_MS } from '../../../read-memo.js';

/**
 * How long the origin trusts that a device may still play. A device removed or logged out
 * loses its media at once on every instance (`forget`, on the change notice `device-ended`);
 * when this instance's link to the others' notices drops, it forgets every device once the
 * link is back (`forgetAll`, on `missed`); this bounds what it serves meanwhile.
 */
export const DEVICE_CHECK_MAX_AGE_MS = 30_000;

/** A refusal is read again sooner, so a device that logs in again plays at once. */
const REFUSED_MAX_AGE_MS = READ_MEMO_MAX_AGE_MS;

const CAPACITY = 50_000;

/** Whether a device may still play what it was handed: short-lived answers, shared reads. */
export interface DeviceAccess {
  isLive: (deviceId: number) => Promise<boolean>;
  /** Reads the device afresh next time (it was removed or logged out). */
  forget: (deviceId: number) => void;
  /** Reads every device afresh (a removal may have been missed). */
  forgetAll: () => void;
}

/**
 * `read` behind a memo: a live answer serves for DEVICE_CHECK_MAX_AGE_MS, a refusal for a
 * second; calls that arrive while a read is in flight share it; the least recently read
 * devices go beyond the capacity.
 */
export function createDeviceAccess(
  read: (deviceId: number) => Promise<boolean>,
  now: () => number,
): DeviceAccess {
  interface Entry {
    value: Promise<boolean>;
    readAt: number;
    live: boolean | undefined;
  }
  const entries = new Map<number, Entry>();
  return {
    isLive(deviceId) {
      const at = now();
      const found = entries.get(deviceId);
      if (found) {
        const maxAge = found.live ? DEVICE_CHECK_MAX_AGE_MS : REFUSED_MAX_AGE_MS;
        if (found.live === undefined || at - found.readAt < maxAge) return found.value;
      }
      const entry: Entry = { value: read(deviceId), readAt: at, live: undefined };
      entries.delete(deviceId);
      entries.set(deviceId, entry);
      entry.value.then(
        (live) => {
          entry.live = live;
        },
        () => {
          if (entries.get(deviceId) === entry) entries.delete(deviceId);
        },
      );
      for (const oldest of entries.keys()) {
        if (entries.size <= CAPACITY) break;
        entries.delete(oldest);
      }
      return entry.value;
    },
    forget(deviceId) {
      entries.delete(deviceId);
    },
    forgetAll() {
      entries.clear();
    },
  };
}
