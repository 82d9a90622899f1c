import { useFullscreenElement } from '../use-fullscreen-element';

/**
 * Where dialogs render, for Radix's `Portal container`: inside the full-screen element while
 * there is one (a player in full screen shows only itself), else the body (undefined).
 */
export function useDialogContainer(): HTMLElement | undefined {
  const element = useFullscreenElement();
  return element instanceof HTMLElement ? element : undefined;
}
