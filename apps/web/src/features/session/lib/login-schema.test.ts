import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '@marquee/contract';
import { i18n } from '@/shared/i18n/i18n';
import { loginMessageKey, loginSchema } from './login-schema';

describe('login form rules', () => {
  it('require an identifier (not blank) and a password, with the spec texts', () => {
    const result = loginSchema.safeParse({ identifier: '  ', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Email or username required', 'Password required']);
  });

  it('map the contract messages to dictionary keys with the same English text', () => {
    for (const message of [
      ValidationMessage.identifierRequired,
      ValidationMessage.passwordRequired,
    ]) {
      const key = loginMessageKey(message);
      expect(key).toBeDefined();
      expect(i18n.t(key!)).toBe(message);
    }
    expect(loginMessageKey('something else')).toBeUndefined();
  });
});
