import { vi } from 'vitest';

/**
 * An IntersectionObserver stand-in (jsdom has none): `reveal()` tells every observer watching
 * an element with that test id that it came into view.
 */
export function stubIntersectionObserver() {
  const watched = new Map<Element, IntersectionObserverCallback>();
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      watched.set(element, this.callback);
    }
    unobserve(element: Element) {
      watched.delete(element);
    }
    disconnect() {
      for (const [element, callback] of watched) {
        if (callback === this.callback) watched.delete(element);
      }
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    /** Brings the watched elements with `testId` into view. */
    reveal(testId = 'load-more') {
      for (const [element, callback] of [...watched]) {
        if ((element as HTMLElement).dataset.testid !== testId) continue;
        const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
        callback([entry], {} as IntersectionObserver);
      }
    },
    /** How many elements are watched. */
    watching: () => watched.size,
  };
}
