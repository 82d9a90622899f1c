/** The maximised player a control is in: the dialog whose focus takes the player's keys. */
export const playerOf = (control: Element): HTMLElement | null =>
  control.closest<HTMLElement>('[aria-modal="true"]');

/**
 * Gives the focus back to the player a control is in, before the control goes: Space and the
 * arrows then play and seek again, and the focus is not lost to the page's body.
 */
export function focusPlayerOf(control: Element): void {
  playerOf(control)?.focus();
}
