import { describe, expect, it } from 'vitest';
import { utf8ToBase64 } from './base64';

describe('utf8ToBase64', () => {
  it('encodes ASCII like btoa', () => {
    expect(utf8ToBase64('demo@marquee.local:marquee')).toBe(btoa('demo@marquee.local:marquee'));
  });

  it('encodes characters outside Latin-1 through their UTF-8 bytes', () => {
    expect(utf8ToBase64('joão:senha€')).toBe('am/Do286c2VuaGHigqw=');
    expect(() => utf8ToBase64('用户:密码')).not.toThrow();
  });
});
