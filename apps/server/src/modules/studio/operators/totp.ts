import { createHmac, randomBytes, randomInt } from 'node:crypto';

/** RFC 6238's time step, in seconds. */
export const TOTP_STEP_SECONDS = 30;
/** Steps either side of the current one whose codes are accepted: a clock off by up to 30 s. */
export const TOTP_WINDOW = 1;
const DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Bytes as RFC 4648 base32, without padding (what authenticator apps read). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 text; padding, spaces and letter case are ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not base32: ${char}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new TOTP secret: 20 random bytes (SHA-1's size, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The step a moment falls in: whole 30-second spans since the Unix epoch. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The HOTP value (RFC 4226) of a counter, `digits` long, with leading zeros. */
export function hotp(key: Uint8Array, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hash = createHmac('sha1', key).update(message).digest();
  const offset = hash[hash.length - 1]! & 0x0f;
  const binary = hash.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The step whose code `code` is, among the current step and `TOTP_WINDOW` either side, later
 * than `lastStep` (a code already accepted, or an earlier one, is a replay); else undefined.
 */
export function matchTotp(
  secret: string,
  code: string,
  at: Date,
  lastStep: number | null,
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const key = base32Decode(secret);
  const current = totpStep(at);
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    if (hotp(key, step) === code) return step;
  }
  return undefined;
}

/** The `otpauth://` address an authenticator app reads (from a QR code) to add the secret. */
export function otpauthUrl(issuer: string, label: string, secret: string): string {
  const name = encodeURIComponent(`${issuer}:${label}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${name}?${query.toString()}`;
}

// No 0/o, 1/l/i: a code copied from paper is read back without doubt.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;
/** How many recovery codes an operator gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code, `xxxx-xxxx-xx`: 10 characters of 31, about 49 random bits. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_LENGTH; i++) code += RECOVERY_ALPHABET[randomInt(31)];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/**
 * A typed recovery code as it is hashed: lower case, without hyphens or spaces; undefined for
 * text that is not one.
 */
export function normaliseRecoveryCode(typed: string): string | undefined {
  const clean = typed.toLowerCase().replace(/[\s-]/g, '');
  const shape = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_LENGTH}}$`);
  return shape.test(clean) ? clean : undefined;
}
