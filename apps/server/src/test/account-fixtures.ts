import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { RegistrationBody } from '@marquee/contract';
import type { Database } from '../db/client.js';
import {
  accounts,
  devices,
  passwordResetTokens,
  paymentMethods,
  payments,
  profiles,
  sessions,
  subscriptions,
} from '../db/schema.js';

let serial = 0;

/** A registration that passes every rule, with a fresh e-mail and the sandbox Visa card. */
export function registrationBody(overrides: Partial<RegistrationBody> = {}): RegistrationBody {
  serial += 1;
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada.${serial}.${randomBytes(4).toString('hex')}@example.com`,
    password: 'analytical',
    confirm_password: 'analytical',
    subscription_id: 1,
    age: 36,
    pin: '4321',
    purchase_pin: '54321',
    sex: 1,
    card_first_name: 'Ada',
    card_last_name: 'Lovelace',
    card_number: '4242424242424242',
    card_expiry_month: 12,
    card_expiry_year: 2099,
    card_cvv: '123',
    ...overrides,
  };
}

const TABLES = {
  accounts,
  profiles,
  subscriptions,
  payments,
  paymentMethods,
  devices,
  sessions,
  passwordResetTokens,
};

/** Rows in every table an account call can write, to prove a refused call wrote nothing. */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await database.db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Keys that must never appear in a response's data. */
const SECRET_KEYS = new Set([
  'pin',
  'purchase_pin',
  'password',
  'confirm_password',
  'password_hash',
  'passwordHash',
  'pin_hash',
  'pinHash',
  'purchase_pin_hash',
  'purchasePinHash',
  'token_hash',
  'tokenHash',
  'relogin_key_hash',
  'reloginKeyHash',
  'key_hash',
  'card_number',
  'card_cvv',
  'cvv',
  'gateway_ref',
  'gatewayRef',
]);

function secretKeysIn(value: unknown, path = 'data'): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(SECRET_KEYS.has(key) ? [`${path}.${key}`] : []),
    ...secretKeysIn(child, `${path}.${key}`),
  ]);
}

/**
 * What no API response may hold: a PIN, a password, a hash (argon2 or SHA-256), a card number
 * or a CVV. `secrets` are the values this test typed in; PINs and CVVs are matched as JSON
 * strings so that digits inside ids and dates do not count.
 */
export function findSecrets(body: string, secrets: string[]): string[] {
  const found: string[] = [];
  if (/\$argon2/i.test(body)) found.push('an argon2 hash');
  if (/\b[0-9a-f]{64}\b/i.test(body)) found.push('a SHA-256 hash');
  if (/\b\d{13,19}\b/.test(body)) found.push('a card-like number');
  for (const secret of secrets) {
    const needle = /^\d{3,5}$/.test(secret) ? JSON.stringify(secret) : secret;
    if (body.includes(needle)) found.push(`the secret ${needle}`);
  }
  try {
    found.push(...secretKeysIn((JSON.parse(body) as { data?: unknown }).data));
  } catch {
    // Not JSON: the text checks above are all there is.
  }
  return found;
}
