import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '@marquee/contract';
import { i18n } from '@/shared/i18n/i18n';
import { validationPath } from '@/shared/i18n/message-text';
import { loginSchema } from './login-schema';

describe('login form rules', () => {
  it('require an identifier (not blank) and a password, with the spec texts', () => {
    const result = loginSchema.safeParse({ identifier: '  ', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['identifierRequired', 'passwordRequired']);
    expect(messages?.map((key) => i18n.t(validationPath(key)!))).toEqual([
      'Email or username required',
      'Password required',
    ]);
    expect(ValidationMessage.identifierRequired).toBe('Email or username required');
  });
});
