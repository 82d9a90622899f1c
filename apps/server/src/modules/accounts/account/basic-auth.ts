import { notice } from '@marquee/contract';
import { badRequest } from '../../../http/errors.js';

/** Reads `Authorization: Basic base64(identifier:password)`, with clear messages when it is off. */
export function parseBasicAuthorization(header: string | undefined): {
  identifier: string;
  password: string;
} {
  if (!header) throw badRequest(notice('authorizationMissing'));
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match) throw badRequest(notice('authorizationNotBasic'));
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw badRequest(notice('credentialsNotPair'));
  const identifier = decoded.slice(0, colon).trim();
  const password = decoded.slice(colon + 1);
  if (!identifier) throw badRequest(notice('identifierRequired'));
  if (!password) throw badRequest(notice('passwordRequired'));
  // No account name holds a control character, and PostgreSQL text cannot hold U+0000.
  if (/\p{Cc}/u.test(identifier)) {
    throw badRequest(notice('identifierControlCharacters'));
  }
  if (identifier.length > 254 || password.length > 1024) {
    throw badRequest(notice('credentialsTooLong'));
  }
  return { identifier, password };
}
