import { describe, expect, it } from 'vitest';
import {
  operatorRoleSchema,
  operatorRoles,
  studioLoginBodySchema,
  studioPasswordBodySchema,
} from './studio.js';

describe('the studio bodies', () => {
  it('take an e-mail and a password at login, nothing else', () => {
    expect(studioLoginBodySchema.parse({ email: ' op@example.com ', password: 'secret' })).toEqual({
      email: 'op@example.com',
      password: 'secret',
    });
    expect(studioLoginBodySchema.safeParse({ email: 'op', password: 'secret' }).success).toBe(
      false,
    );
    expect(
      studioLoginBodySchema.safeParse({ email: 'op@example.com', password: 'x', role: 'owner' })
        .success,
    ).toBe(false);
  });

  it('hold a new password to the rule of new passwords', () => {
    expect(studioPasswordBodySchema.safeParse({ current: 'old', new: 'abc' }).success).toBe(false);
    expect(studioPasswordBodySchema.safeParse({ current: 'old', new: 'abcd' }).success).toBe(true);
  });

  it('know three roles', () => {
    expect(operatorRoles.map((role) => operatorRoleSchema.safeParse(role).success)).toEqual([
      true,
      true,
      true,
    ]);
    expect(operatorRoleSchema.safeParse('admin').success).toBe(false);
  });
});
