import { notice, type DeviceListItem } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { notFound } from '../../../http/errors.js';
import { presentDevice } from './account-presenter.js';
import type { DeviceRepository } from './device-repository.js';
import type { SessionContext } from './session.js';

/** The account's devices, and removing one (which logs it out at once). */
export function createDeviceService(deps: {
  devices: DeviceRepository;
  forceLogout: (deviceId: number) => void;
  now: Clock;
}) {
  return {
    async list(session: SessionContext): Promise<DeviceListItem[]> {
      const rows = await deps.devices.listDevices(session.accountId);
      return rows.map((row) => presentDevice(row, session.deviceId));
    },

    /**
     * Removes the account's device: its sessions end, its sockets get force-logout on every
     * instance. Another account's device, or one already removed, is not found.
     */
    async remove(accountId: number, deviceId: number): Promise<void> {
      if (!(await deps.devices.removeDevice(accountId, deviceId, deps.now()))) {
        throw notFound(notice('deviceNotFound'));
      }
      deps.forceLogout(deviceId);
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
