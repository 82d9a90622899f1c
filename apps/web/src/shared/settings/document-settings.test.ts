import { describe, expect, it } from 'vitest';
import { applyDocumentSettings } from './document-settings';

describe('applyDocumentSettings', () => {
  it('sets dir="rtl" only while right-to-left is on', () => {
    const root = document.createElement('html');
    applyDocumentSettings(root, { rtl: true, darkTheme: true }, false);
    expect(root.getAttribute('dir')).toBe('rtl');
    applyDocumentSettings(root, { rtl: false, darkTheme: true }, false);
    expect(root.hasAttribute('dir')).toBe(false);
  });

  it('uses the dark theme by default and the light one when it is off', () => {
    const root = document.createElement('html');
    applyDocumentSettings(root, { rtl: false, darkTheme: true }, false);
    expect(root.dataset.theme).toBe('dark');
    applyDocumentSettings(root, { rtl: false, darkTheme: false }, false);
    expect(root.dataset.theme).toBe('light');
  });

  it('stays dark when the build hides themes', () => {
    const root = document.createElement('html');
    applyDocumentSettings(root, { rtl: false, darkTheme: false }, true);
    expect(root.dataset.theme).toBe('dark');
  });
});
