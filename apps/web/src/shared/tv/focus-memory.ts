import { FOCUSABLE, FOCUS_LAYERS } from './spatial-navigation';

/**
 * What identifies a control across renders, not a DOM node: its `data-focus-key`, a link's
 * href, an id, or else its tag, role and name; `index` tells apart controls with the same key
 * (one film in two rows), in document order.
 */
export interface FocusKey {
  base: string;
  index: number;
}

/** The stable part of a control's key (see `FocusKey`). */
export function baseKeyOf(element: Element): string {
  const own = element.getAttribute('data-focus-key');
  if (own) return `key:${own}`;
  const href = element.tagName === 'A' ? element.getAttribute('href') : null;
  if (href) return `href:${href}`;
  if (element.id) return `id:${element.id}`;
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 80);
  return `${element.tagName.toLowerCase()}:${element.getAttribute('role') ?? ''}:${name ?? ''}`;
}

// The page's controls, outside dialogs and the player (the same list for keys and look-ups).
const pageControls = (root: ParentNode): Element[] =>
  [...root.querySelectorAll(FOCUSABLE)].filter((element) => !element.closest(FOCUS_LAYERS));

/** The key of a focused control of the page under `root`. */
export function focusKeyOf(element: Element, root: ParentNode): FocusKey {
  const base = baseKeyOf(element);
  const same = pageControls(root).filter((candidate) => baseKeyOf(candidate) === base);
  return { base, index: Math.max(0, same.indexOf(element)) };
}

/**
 * The control with that key under `root`: the same occurrence when it is still there, else
 * the first with that key, else null.
 */
export function findByFocusKey(root: ParentNode, key: FocusKey): HTMLElement | null {
  const same = pageControls(root).filter((candidate) => baseKeyOf(candidate) === key.base);
  const found = same[key.index] ?? same[0];
  return found instanceof HTMLElement ? found : null;
}

/** Where the focus was on each page of the visit, by page (route and query). */
export interface FocusMemory {
  remember(page: string, key: FocusKey): void;
  recall(page: string): FocusKey | null;
}

/** A focus memory that keeps the last `limit` pages. */
export function createFocusMemory(limit = 50): FocusMemory {
  const pages = new Map<string, FocusKey>();
  return {
    remember(page, key) {
      // Re-inserted, so the oldest page is always first in line to go.
      pages.delete(page);
      pages.set(page, key);
      if (pages.size > limit) pages.delete(pages.keys().next().value!);
    },
    recall: (page) => pages.get(page) ?? null,
  };
}
