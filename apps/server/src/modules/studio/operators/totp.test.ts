import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  otpauthUrl,
  totpStep,
} from './totp.js';

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII "12345678901234567890".
const SEED = Buffer.from('12345678901234567890', 'ascii');
const SECRET = base32Encode(SEED);
const VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP (RFC 6238, HMAC-SHA1, 30 s)', () => {
  it.each(VECTORS)("gives Appendix B's 8-digit value at T=%i", (seconds, code) => {
    expect(hotp(SEED, totpStep(at(seconds)), 8)).toBe(code);
  });

  it.each(VECTORS)('accepts the last 6 digits of the value at T=%i', (seconds, code) => {
    const step = totpStep(at(seconds));
    expect(matchTotp(SECRET, code.slice(-6), at(seconds), null)).toBe(step);
  });

  it('accepts a code one step early or late, not two', () => {
    const code = hotp(SEED, totpStep(at(1234567890)));
    expect(matchTotp(SECRET, code, at(1234567890 + 30), null)).toBeDefined();
    expect(matchTotp(SECRET, code, at(1234567890 - 30), null)).toBeDefined();
    expect(matchTotp(SECRET, code, at(1234567890 + 60), null)).toBeUndefined();
  });

  it('refuses a code of a step already accepted, or of an earlier one', () => {
    const step = totpStep(at(1111111111));
    const code = hotp(SEED, step);
    expect(matchTotp(SECRET, code, at(1111111111), step)).toBeUndefined();
    expect(matchTotp(SECRET, code, at(1111111111), step + 1)).toBeUndefined();
    expect(matchTotp(SECRET, code, at(1111111111), step - 1)).toBe(step);
  });

  it('refuses what is not 6 digits', () => {
    expect(matchTotp(SECRET, '94287082', at(59), null)).toBeUndefined();
    expect(matchTotp(SECRET, '28708a', at(59), null)).toBeUndefined();
  });
});

describe('base32 secrets', () => {
  it('encode as RFC 4648 does and decode back, in any case', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw6ytboi======').toString()).toBe('foobar');
    expect(SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('are 20 random bytes, 32 characters', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('travel in an otpauth address with the issuer and the label', () => {
    const address = otpauthUrl('Marquee', 'op@marquee.local', SECRET);
    expect(address).toMatch(/^otpauth:\/\/totp\/Marquee%3Aop%40marquee\.local\?/);
    const url = new URL(address);
    expect(url.searchParams.get('secret')).toBe(SECRET);
    expect(url.searchParams.get('issuer')).toBe('Marquee');
    expect(url.searchParams.get('period')).toBe('30');
  });
});

describe('recovery codes', () => {
  it('read xxxx-xxxx-xx and are typed back in any case, with or without hyphens', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
    const bare = code.replace(/-/g, '');
    expect(normaliseRecoveryCode(code)).toBe(bare);
    expect(normaliseRecoveryCode(` ${code.toUpperCase()} `)).toBe(bare);
    expect(normaliseRecoveryCode(bare)).toBe(bare);
  });

  it('are not six digits nor any other text', () => {
    expect(normaliseRecoveryCode('123456')).toBeUndefined();
    expect(normaliseRecoveryCode('abcd-efgh-i0')).toBeUndefined();
    expect(normaliseRecoveryCode('abcd-efgh-jkm')).toBeUndefined();
  });
});
