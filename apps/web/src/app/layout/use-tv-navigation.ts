import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import { isBackKey } from '@/shared/tv/back-key';
import { createFocusMemory, findByFocusKey, focusKeyOf } from '@/shared/tv/focus-memory';
import { arrowDirection } from '@/shared/tv/spatial-geometry';
import {
  FOCUS_LAYERS,
  firstInMain,
  focusAndReveal,
  moveFocus,
  ownsArrow,
  isTextEntry,
} from '@/shared/tv/spatial-navigation';
import { pageOf } from './scroll-key';

// How long a page may take to draw the control that should get the focus.
const SETTLE_MS = 4000;

// One memory for the visit: pages come and go, their focus stays remembered.
const memory = createFocusMemory();

/** Whether the focus is nowhere: on the body, or on a control that has gone. */
const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * TV mode for the whole app (README, "Keyboard and remote"): arrows move the focus spatially,
 * Back and Escape go back one page or close what is open, and each page gets its focus back
 * when the person returns to it.
 */
export function useTvNavigation(): void {
  useTvKeys();
  useFocusRestore();
}

/**
 * The keys, heard on the window after every component: a key a component took (prevented)
 * is left alone, so carousels, the guide, the search box, menus and the player keep theirs.
 */
function useTvKeys(): void {
  const navigate = useNavigate();
  useEffect(() => {
    // Escapes made from a Back key: Back leaves a text field, a real Escape does not.
    const fromBack = new WeakSet<Event>();
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (isBackKey(event)) {
        event.preventDefault();
        // Back is Escape for whatever is open (dialogs, menus, the player), and the page after.
        const escape = new KeyboardEvent('keydown', {
          key: 'Escape',
          code: 'Escape',
          bubbles: true,
          cancelable: true,
        });
        fromBack.add(escape);
        (document.activeElement ?? document.body).dispatchEvent(escape);
        return;
      }
      if (event.key === 'Escape') {
        if (!fromBack.has(event) && isTextEntry(event.target)) return;
        // An open layer that did not take Escape keeps the person where they are.
        if (event.target instanceof Element && event.target.closest(FOCUS_LAYERS)) return;
        if (canGoBack()) void navigate(-1);
        return;
      }
      const direction = arrowDirection(event.key);
      if (!direction || event.shiftKey || ownsArrow(event.target, direction)) return;
      if (moveFocus(direction)) {
        event.preventDefault();
        return;
      }
      // A key may just have revealed hidden controls (the player's): look again once drawn.
      const from = document.activeElement;
      requestAnimationFrame(() => {
        if (document.activeElement === from) moveFocus(direction);
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);
}

/**
 * Waits (a frame at a time) for `find` to give a control, then focuses it (scrolling it into
 * view unless `scroll` is false); cancellable.
 */
function settleFocus(
  find: () => HTMLElement | null,
  mayTake: () => boolean,
  scroll = true,
): () => void {
  const started = performance.now();
  let frame = 0;
  const tick = () => {
    if (!mayTake()) return;
    const target = find();
    if (target) focusAndReveal(target, scroll);
    else if (performance.now() - started < SETTLE_MS) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

/**
 * Remembers the focused control of each page (route and query, by a stable key), gives it back
 * when the person returns by Back (or Forward), and on a new page puts the focus on the main
 * content's first control, unless the page placed it itself.
 */
function useFocusRestore(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const page = pageOf(location);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.closest(FOCUS_LAYERS)) return;
      // The address bar's page: a page that focuses as it mounts is already at its address.
      memory.remember(pageOf(window.location), focusKeyOf(target, document));
    };
    // A layer that closes (a dialog, a menu) takes the focus with it: it goes back to the page's.
    const onFocusOut = (event: FocusEvent) => {
      const from = event.target;
      if (event.relatedTarget || !(from instanceof Element) || !from.closest(FOCUS_LAYERS)) return;
      window.setTimeout(() => {
        const key = focusLost() ? memory.recall(pageOf(window.location)) : null;
        const target = key ? findByFocusKey(document, key) : null;
        // The page under the layer has not moved: it stays where it is.
        if (target) focusAndReveal(target, false);
      }, 0);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  useEffect(() => {
    const first = shown.current === null;
    const samePage = shown.current === page;
    shown.current = page;
    // The first page of the visit keeps the browser's own start (its fields may autofocus).
    if (first) return undefined;
    const initial = document.activeElement;
    // Until the person or the page moves the focus themselves.
    const untouched = () => focusLost() || document.activeElement === initial;
    const key = navigationType === NavigationType.Pop || samePage ? memory.recall(page) : null;
    if (key) {
      // Back to a page, or out of the player over it (its focus fell to the body), which left
      // the page where it was: no scrolling then.
      if (samePage && !focusLost()) return undefined;
      return settleFocus(() => findByFocusKey(document, key), untouched, !samePage);
    }
    if (samePage) return undefined;
    // A new page: its main content's first control, unless the page focused one itself.
    return settleFocus(
      firstInMain,
      () => untouched() && !document.querySelector('main')?.contains(document.activeElement),
    );
  }, [location.key, page, navigationType]);
}
