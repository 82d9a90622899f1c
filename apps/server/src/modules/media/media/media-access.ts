import type { Clock } from '../../../clock.js';
import type { DeviceAccess } from './device-access.js';
import { MEDIA_PREFIX, SIGNED_MEDIA_PREFIX, folderOf } from './media-paths.js';
import {
  isFolderPrefix,
  readMediaToken,
  signMediaToken,
  type TokenReading,
} from './media-token.js';

/** Signing stream URLs for a device, and reading what a signed URL allows. */
export interface MediaAccess {
  /**
   * The URL a device is handed for a stream stored as `url`: under /media/, a signed URL for
   * the playlist's folder; any other (another origin's) as it is.
   */
  signUrl: (url: string, deviceId: number) => string;
  /** What a token allows now. */
  readToken: (token: string) => TokenReading;
  devices: DeviceAccess;
}

export function createMediaAccess(options: {
  key: Uint8Array;
  ttlSeconds: number;
  now: Clock;
  devices: DeviceAccess;
}): MediaAccess {
  const { key, ttlSeconds, now, devices } = options;
  return {
    signUrl(url, deviceId) {
      if (!url.startsWith(MEDIA_PREFIX) || url.startsWith(SIGNED_MEDIA_PREFIX)) return url;
      const path = url.slice(MEDIA_PREFIX.length);
      const prefix = folderOf(path.split(/[?#]/)[0]!);
      // A stored path that could leave its folder is handed out as it is, and refused.
      if (!isFolderPrefix(prefix)) return url;
      const expiresAt = Math.floor(now().getTime() / 1000) + ttlSeconds;
      const token = signMediaToken({ prefix, expiresAt, deviceId }, key);
      // The device asks for its media next: a refusal remembered from before a new login must
      // not answer for it.
      devices.forget(deviceId);
      return `${SIGNED_MEDIA_PREFIX}${token}/${path}`;
    },
    readToken: (token) => readMediaToken(token, key, now().getTime()),
    devices,
  };
}
