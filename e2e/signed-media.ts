import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { signMediaToken } from '../apps/server/src/modules/media/media/media-token';
import { apiData } from './player-page';
import { ownServer } from './worker-server';

/**
 * The key the server signs media URLs with: MEDIA_SIGNING_SECRET when the run sets it, else
 * the one the server made in its DATA_DIR (media-signing-secret in the worker's server's folder).
 */
function mediaKey(): Buffer {
  if (process.env.MEDIA_SIGNING_SECRET) return Buffer.from(process.env.MEDIA_SIGNING_SECRET);
  return Buffer.from(
    readFileSync(join(ownServer().dataDir, 'media-signing-secret'), 'utf8').trim(),
    'base64url',
  );
}

/**
 * `url` (a file under /media/, e.g. a shared test stream's playlist) signed for the logged
 * device and its folder, as the stream call would hand it out: unsigned, the origin refuses it.
 */
export async function signedMediaUrl(
  page: Page,
  request: APIRequestContext,
  url: string,
): Promise<string> {
  const devices = await apiData<Array<{ id: number; current: boolean }>>(
    page,
    request,
    '/account/devices',
  );
  const device = devices.find((candidate) => candidate.current);
  if (!device) throw new Error('the logged device is not in /account/devices');
  const path = url.replace(/^\/media\//, '');
  const token = signMediaToken(
    {
      prefix: path.slice(0, path.lastIndexOf('/') + 1),
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      deviceId: device.id,
    },
    mediaKey(),
  );
  return `/media/s/${token}/${path}`;
}
