import { describe, expect, it } from 'vitest';
import { isBackKey } from './back-key';

const press = (key: string, target: EventTarget | null = document.body, keyCode = 0) => ({
  key,
  keyCode,
  target,
});

describe('isBackKey', () => {
  it("takes the browser's and remotes' Back keys", () => {
    expect(isBackKey(press('BrowserBack'))).toBe(true);
    expect(isBackKey(press('GoBack'))).toBe(true);
    expect(isBackKey(press('Unidentified', document.body, 461))).toBe(true);
    expect(isBackKey(press('Unidentified', document.body, 10009))).toBe(true);
  });

  it('takes Backspace outside text fields only', () => {
    const text = document.createElement('input');
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(isBackKey(press('Backspace', document.createElement('button')))).toBe(true);
    expect(isBackKey(press('Backspace', checkbox))).toBe(true);
    const range = document.createElement('input');
    range.type = 'range';
    expect(isBackKey(press('Backspace', range))).toBe(true);
    expect(isBackKey(press('Backspace', text))).toBe(false);
    expect(isBackKey(press('Backspace', document.createElement('textarea')))).toBe(false);
  });

  it('leaves other keys alone', () => {
    expect(isBackKey(press('Escape'))).toBe(false);
    expect(isBackKey(press('ArrowLeft'))).toBe(false);
  });
});
