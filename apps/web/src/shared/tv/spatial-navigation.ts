import {
  entryEdge,
  intersect,
  nearestInDirection,
  type Direction,
  type Rect,
} from './spatial-geometry';

/** Everything that can take focus; `isNavigable` then keeps what the person can reach. */
export const FOCUSABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable=""], [contenteditable="true"]';

/**
 * Layers that keep the arrows' focus inside while it is in them: dialogs (the maximised player
 * is one), open menus and list boxes.
 */
export const FOCUS_TRAPS =
  '[role="dialog"], [role="alertdialog"], dialog, [role="menu"], [role="listbox"]';

/**
 * Everything above the page: the traps, and what marks itself `data-focus-layer` (the
 * floating player, minimised too). Focus met there is not remembered as a page's.
 */
export const FOCUS_LAYERS = `${FOCUS_TRAPS}, [data-focus-layer]`;

// Inputs whose arrows change their value in every direction.
const VALUE_INPUTS = new Set([
  'radio',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);
// Inputs that are pressed, not typed in: the arrows are free.
const PRESSED_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'reset', 'submit']);

/** Whether a field keeps an arrow key for itself: the caret, a value, a list's choice. */
export function ownsArrow(target: EventTarget | null, direction: Direction): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  if (PRESSED_INPUTS.has(target.type)) return false;
  if (VALUE_INPUTS.has(target.type)) return true;
  // Text-like fields and sliders: sideways moves the caret or the value; up and down leave.
  return direction === 'left' || direction === 'right';
}

// Inputs chosen rather than typed in: Backspace and Escape are free there.
const CHOSEN_INPUTS = new Set([...PRESSED_INPUTS, 'radio', 'range']);

/** Whether the target is a field typed in, where Backspace deletes and Escape may clear. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !CHOSEN_INPUTS.has(target.type);
}

/** Whether a person can move the focus to `element` now: shown, enabled, in a live part of the page. */
export function isNavigable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.matches(':disabled')) return false;
  if (element.closest('[inert], [aria-hidden="true"]')) return false;
  const rect = element.getBoundingClientRect();
  if (rect.width < 1 || rect.height < 1) return false;
  // Parked above the page until focused (the skip link).
  if (rect.bottom + window.scrollY <= 0) return false;
  if (typeof element.checkVisibility === 'function') {
    return element.checkVisibility({ visibilityProperty: true });
  }
  return true;
}

const viewport = (): Rect => ({
  left: 0,
  top: 0,
  right: window.innerWidth,
  bottom: window.innerHeight,
});

/** The trap holding `element`, or the document's body. */
export function focusScope(element: Element | null): HTMLElement {
  return element?.closest<HTMLElement>(FOCUS_TRAPS) ?? document.body;
}

/**
 * Focuses `element` and, unless `scroll` is false (the page should stay where it is), scrolls
 * it and any carousel it is in just into view.
 */
export function focusAndReveal(element: HTMLElement, scroll = true): void {
  element.focus({ preventScroll: true });
  // The root's scroll-padding keeps it clear of the sticky navigation bar.
  if (scroll) element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/**
 * Moves the focus to the nearest control in `direction` from the focused one, within its
 * layer; from a container (the page, the player's layer) it enters at the container's edge.
 * Returns the element focused, or null when nothing lies that way.
 */
export function moveFocus(direction: Direction): HTMLElement | null {
  const active =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null;
  const scope = focusScope(active);
  const candidates = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element !== active && !element.contains(active) && isNavigable(element),
  );
  const inside = active ? candidates.filter((element) => active.contains(element)) : candidates;
  let origin: Rect;
  let pool = candidates;
  if (!active || inside.length > 0) {
    const box = active ? intersect(active.getBoundingClientRect(), viewport()) : viewport();
    origin = entryEdge(box, direction);
    pool = inside;
  } else {
    origin = active.getBoundingClientRect();
  }
  const index = nearestInDirection(
    origin,
    pool.map((element) => element.getBoundingClientRect()),
    direction,
  );
  const target = pool[index];
  if (!target) return null;
  focusAndReveal(target);
  return target;
}

/** The first control of the page's main content that shows on screen, or null. */
export function firstInMain(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('#main') ?? document.querySelector('main');
  if (!main) return null;
  const screen = viewport();
  return (
    [...main.querySelectorAll<HTMLElement>(FOCUSABLE)].find((element) => {
      if (!isNavigable(element) || element.closest(FOCUS_LAYERS)) return false;
      const rect = element.getBoundingClientRect();
      return rect.bottom > screen.top && rect.top < screen.bottom;
    }) ?? null
  );
}
