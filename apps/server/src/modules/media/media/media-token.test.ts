import { describe, expect, it } from 'vitest';
import { isFolderPrefix, readMediaToken, signMediaToken } from './media-token.js';

const key = Buffer.alloc(32, 9);
const now = Date.UTC(2026, 10, 24, 20, 0, 0);
const grant = { prefix: 'vod/demo/', expiresAt: now / 1000 + 3600, deviceId: 42 };

describe('media tokens', () => {
  it('read back the grant they were signed with, and fit in one path segment', () => {
    const token = signMediaToken(grant, key);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readMediaToken(token, key, now)).toEqual({ ok: true, grant });
  });

  it('expire at their expiry, to the second', () => {
    const token = signMediaToken(grant, key);
    expect(readMediaToken(token, key, grant.expiresAt * 1000 - 1).ok).toBe(true);
    expect(readMediaToken(token, key, grant.expiresAt * 1000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are invalid under another key, or with any byte changed, even once expired', () => {
    const token = signMediaToken(grant, key);
    const invalid = { ok: false, reason: 'invalid' };
    expect(readMediaToken(token, Buffer.alloc(32, 8), now)).toEqual(invalid);
    const [payload, mac] = token.split('.') as [string, string];
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('vod/demo/', 'vod/'),
    ).toString('base64url');
    expect(readMediaToken(`${forged}.${mac}`, key, now)).toEqual(invalid);
    for (let at = 0; at < token.length; at += 7) {
      if (token[at] === '.') continue;
      const changed = token.slice(0, at) + (token[at] === 'x' ? 'y' : 'x') + token.slice(at + 1);
      expect(readMediaToken(changed, key, now + 10 * 3600_000)).toEqual(invalid);
    }
  });

  it.each(['', '.', 'a.b.c', 'not a token', `${'A'.repeat(2000)}.x`, 'AAAA=.AAAA'])(
    'reads malformed token %# as invalid',
    (token) => {
      expect(readMediaToken(token, key, now)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('are only made for a folder under /media/', () => {
    for (const prefix of ['', 'vod/', 'shared-hls/hls-aes-256/']) {
      expect(isFolderPrefix(prefix)).toBe(true);
    }
    for (const prefix of ['/vod/', 'vod', 'vod//', '../', 'vod/../', 'vod/./', 'a\\b/', 'a%2f/']) {
      expect(isFolderPrefix(prefix), prefix).toBe(false);
      expect(() => signMediaToken({ ...grant, prefix }, key)).toThrow();
    }
  });
});
