/** A base32 secret in groups of 4, as people type it into an authenticator app. */
export const groupSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? '';
