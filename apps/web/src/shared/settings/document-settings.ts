import { useLayoutEffect } from 'react';
import { buildFlags } from '../config/build-flags';
import { useSettingsStore } from './settings-store';

export interface DocumentSettings {
  rtl: boolean;
  darkTheme: boolean;
}

/**
 * Puts the direction and theme on the root element: `dir="rtl"` when RTL is on, and
 * `data-theme` (dark or light) that global.css turns into the colour variables. A build that
 * hides themes always stays dark.
 */
export function applyDocumentSettings(
  root: HTMLElement,
  { rtl, darkTheme }: DocumentSettings,
  hideThemes = buildFlags.hideThemes,
): void {
  if (rtl) root.setAttribute('dir', 'rtl');
  else root.removeAttribute('dir');
  root.dataset.theme = darkTheme || hideThemes ? 'dark' : 'light';
}

/** Keeps the root element in step with the display settings. */
export function useDocumentSettings(): void {
  const rtl = useSettingsStore((state) => state.rtl);
  const darkTheme = useSettingsStore((state) => state.darkTheme);
  useLayoutEffect(() => {
    applyDocumentSettings(document.documentElement, { rtl, darkTheme });
  }, [rtl, darkTheme]);
}
