import { describe, expect, it } from 'vitest';
import { DEVICE_CHECK_MAX_AGE_MS, createDeviceAccess } from './device-access.js';

function counted(live: Map<number, boolean>) {
  const reads: number[] = [];
  const read = (id: number) => {
    reads.push(id);
    return Promise.resolve(live.get(id) ?? false);
  };
  return { reads, read };
}

describe('createDeviceAccess', () => {
  it('trusts a live device for DEVICE_CHECK_MAX_AGE_MS, then reads it again', async () => {
    const live = new Map([[1, true]]);
    const { reads, read } = counted(live);
    let now = 0;
    const access = createDeviceAccess(read, () => now);
    expect(await access.isLive(1)).toBe(true);
    live.set(1, false);
    now = DEVICE_CHECK_MAX_AGE_MS - 1;
    expect(await access.isLive(1)).toBe(true);
    now = DEVICE_CHECK_MAX_AGE_MS;
    expect(await access.isLive(1)).toBe(false);
    expect(reads).toEqual([1, 1]);
    expect(DEVICE_CHECK_MAX_AGE_MS).toBeLessThanOrEqual(60_000);
  });

  it('reads a refused device again after a second', async () => {
    const live = new Map([[2, false]]);
    const { reads, read } = counted(live);
    let now = 0;
    const access = createDeviceAccess(read, () => now);
    expect(await access.isLive(2)).toBe(false);
    live.set(2, true);
    now = 999;
    expect(await access.isLive(2)).toBe(false);
    now = 1000;
    expect(await access.isLive(2)).toBe(true);
    expect(reads).toEqual([2, 2]);
  });

  it('forgets a device at once, and shares a read in flight', async () => {
    const live = new Map([[3, true]]);
    const { reads, read } = counted(live);
    const access = createDeviceAccess(read, () => 0);
    expect(await Promise.all([access.isLive(3), access.isLive(3)])).toEqual([true, true]);
    live.set(3, false);
    access.forget(3);
    expect(await access.isLive(3)).toBe(false);
    expect(reads).toEqual([3, 3]);
  });
});
