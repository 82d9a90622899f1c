import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a signed media URL lets its holder read: the files under `prefix` (a folder under
 * `/media/`, ending in `/`), until `expiresAt` (seconds since the epoch), for one device.
 */
export interface MediaGrant {
  prefix: string;
  expiresAt: number;
  deviceId: number;
}

/** What a token is worth: a grant, or why not (a forged or damaged one is never "expired"). */
export type TokenReading =
  { ok: true; grant: MediaGrant } | { ok: false; reason: 'invalid' | 'expired' };

/** The MAC covers this label too, so a token of another format or use never verifies. */
const MAC_LABEL = 'marquee-media-v1\n';
const MAX_TOKEN_LENGTH = 1024;
const MAX_DEVICE_ID = 2 ** 31 - 1;

/**
 * The token of a grant: `base64url(expiresAt "\n" deviceId "\n" prefix) "." base64url(mac)`,
 * where mac is HMAC-SHA256 under `secret`. It contains no "/", so it sits in a URL's path as
 * one segment (`/media/s/<token>/<path>`), and relative URIs in playlists keep it.
 */
export function signMediaToken(grant: MediaGrant, secret: Uint8Array): string {
  if (!isFolderPrefix(grant.prefix)) throw new Error(`not a media folder: "${grant.prefix}"`);
  const payload = Buffer.from(`${grant.expiresAt}\n${grant.deviceId}\n${grant.prefix}`);
  return `${payload.toString('base64url')}.${macOf(payload, secret).toString('base64url')}`;
}

/** Checks a token's MAC first, then reads it; `nowMs` decides whether it has expired. */
export function readMediaToken(token: string, secret: Uint8Array, nowMs: number): TokenReading {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (token.length > MAX_TOKEN_LENGTH) return invalid;
  const parts = token.split('.');
  if (parts.length !== 2) return invalid;
  const payload = strictBase64url(parts[0]!);
  const mac = strictBase64url(parts[1]!);
  if (!payload || !mac) return invalid;
  const expected = macOf(payload, secret);
  if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) return invalid;
  const fields = /^(\d{1,12})\n(\d{1,10})\n([^\n]*)$/.exec(payload.toString('utf8'));
  if (!fields) return invalid;
  const grant = {
    expiresAt: Number(fields[1]),
    deviceId: Number(fields[2]),
    prefix: fields[3]!,
  };
  if (grant.deviceId < 1 || grant.deviceId > MAX_DEVICE_ID || !isFolderPrefix(grant.prefix)) {
    return invalid;
  }
  if (nowMs >= grant.expiresAt * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}

/** A folder under /media/ (`vod/demo/`), or all of it (``): no dot segments, no backslash. */
export function isFolderPrefix(prefix: string): boolean {
  if (prefix === '') return true;
  if (!prefix.endsWith('/') || prefix.startsWith('/')) return false;
  return prefix
    .slice(0, -1)
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && isPlain(segment));
}

/** No backslash, "%" or control character ("\n" separates the token's fields). */
export function isPlain(segment: string): boolean {
  for (const char of segment) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\' || char === '%') return false;
  }
  return true;
}

function macOf(payload: Buffer, secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(MAC_LABEL).update(payload).digest();
}

/** Base64url decoded only when it is written the one canonical way. */
function strictBase64url(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}
