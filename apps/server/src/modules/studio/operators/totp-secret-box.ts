import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The file under DATA_DIR that keeps the generated STUDIO_SECRET_KEY. */
export const STUDIO_SECRET_FILE = 'studio-secret-key';

/** What an encrypted secret starts with; a stored value without it is one from before. */
const SEALED = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored TOTP secret this server's key does not open: STUDIO_SECRET_KEY is not the same. */
export class TotpSecretUnreadable extends Error {
  constructor() {
    super(
      'A stored TOTP secret cannot be decrypted: STUDIO_SECRET_KEY (or DATA_DIR/studio-secret-key)' +
        ' is not the key it was stored with',
    );
    this.name = 'TotpSecretUnreadable';
  }
}

/** Whether a stored TOTP secret is encrypted (rather than a clear one from before). */
export const isSealed = (stored: string) => stored.startsWith(SEALED);

/**
 * Operators' TOTP secrets as they are stored: AES-256-GCM under a key derived from
 * STUDIO_SECRET_KEY, `v1:<iv>:<ciphertext>:<tag>` in base64url. A clear secret from before
 * encryption still opens, as itself.
 */
export function createTotpSecretBox(secretKey: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', secretKey, '', 'marquee totp secrets', 32));
  return {
    seal(secret: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const parts = [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return `${SEALED}${parts.join(':')}`;
    },

    /** The secret of a stored value; throws TotpSecretUnreadable when the key does not open it. */
    open(stored: string): string {
      if (!isSealed(stored)) return stored;
      const [iv, sealed, tag] = stored
        .slice(SEALED.length)
        .split(':')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !sealed || !tag || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
        throw new TotpSecretUnreadable();
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
      } catch {
        throw new TotpSecretUnreadable();
      }
    },
  };
}

export type TotpSecretBox = ReturnType<typeof createTotpSecretBox>;
