import type { CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { Toaster as Sonner } from 'sonner';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../settings/settings-store';
import { useFullscreenElement } from './use-fullscreen-element';
import styles from './toaster.module.css';

// sonner's colours, fed by the app's theme variables (brand colours included).
const themed = {
  '--normal-bg': 'var(--color-surface-raised)',
  '--normal-text': 'var(--color-text)',
  '--normal-border': 'var(--color-border)',
  '--success-bg': 'var(--color-surface-raised)',
  '--success-text': 'var(--color-text)',
  '--success-border': 'color-mix(in srgb, var(--color-success) 55%, transparent)',
  '--warning-bg': 'var(--color-surface-raised)',
  '--warning-text': 'var(--color-text)',
  '--warning-border': 'color-mix(in srgb, var(--color-selection) 60%, transparent)',
  '--error-bg': 'var(--color-surface-raised)',
  '--error-text': 'var(--color-text)',
  '--error-border': 'color-mix(in srgb, var(--color-danger) 60%, transparent)',
  '--border-radius': 'var(--radius-m)',
} as CSSProperties;

/**
 * sonner's toaster in the app's theme, direction and language; inside the full-screen element
 * while there is one (a player in full screen), where notifications would not show otherwise.
 */
export function Toaster() {
  const { t } = useTranslation();
  const dark = useSettingsStore((state) => state.darkTheme);
  const rtl = useSettingsStore((state) => state.rtl);
  const fullscreen = useFullscreenElement();
  const toaster = (
    <Sonner
      theme={dark ? 'dark' : 'light'}
      dir={rtl ? 'rtl' : 'ltr'}
      position="top-center"
      richColors
      closeButton
      duration={5000}
      containerAriaLabel={t('common.notifications')}
      style={themed}
      toastOptions={{
        className: styles.toast,
        closeButtonAriaLabel: t('common.closeNotification'),
      }}
    />
  );
  return fullscreen ? createPortal(toaster, fullscreen) : toaster;
}
