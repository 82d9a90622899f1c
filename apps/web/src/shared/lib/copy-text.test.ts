import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

/** jsdom has no Clipboard API: the tests give one, or none. */
function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('copyText', () => {
  afterEach(() => setClipboard(undefined));

  it('writes through the Clipboard API when there is one', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const link = 'https://tv.example/channels/7?at=2026-11-25T12:00:00Z';
    expect(await copyText(link)).toBe(true);
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('falls back to a selected text area when the Clipboard API refuses, and removes it', async () => {
    setClipboard({
      writeText: vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')),
    });
    let copied = '';
    document.execCommand = vi.fn(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    expect(await copyText('link')).toBe(true);
    expect(copied).toBe('link');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when nothing could copy', async () => {
    document.execCommand = vi.fn(() => false);
    expect(await copyText('link')).toBe(false);
  });
});
