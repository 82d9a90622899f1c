import type { z } from './zod.js';
import { validationText } from './validation-texts.js';

// What the form-rule tests (validation*.test.ts) parse and read.

/** Messages of a failed parse in English, as the server answers them, by field path (`''` for the whole value). */
export function errorsOf(schema: z.ZodMiniType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(validationText(issue.message));
  }
  return out;
}

/** The first message of one field, as a form shows it. */
export function firstError(schema: z.ZodMiniType, value: unknown, field = ''): string | undefined {
  return errorsOf(schema, value)[field]?.[0];
}

export const details = {
  first_name: 'Ana',
  last_name: 'Silva',
  email: 'ana@example.com',
  password: 'abcd',
  confirm_password: 'abcd',
  age: '34',
  pin: '1234',
  purchase_pin: '12345',
  sex: 'female',
};

export const card = {
  card_first_name: 'Ana',
  card_last_name: 'Silva',
  card_number: '4242424242424242',
  card_expiry_month: '12',
  card_expiry_year: '2099',
  card_cvv: '123',
};
