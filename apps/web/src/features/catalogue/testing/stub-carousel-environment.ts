class Observer {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const matchMedia = (query: string): Partial<MediaQueryList> => ({
  matches: false,
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
});

/**
 * jsdom lacks what Embla carousels use (matchMedia and the observers): stand-ins for tests.
 * They stay for the whole test file, so carousels that mount late still find them.
 */
export function stubCarouselEnvironment(): void {
  const stand = (name: string, value: unknown) => {
    Object.defineProperty(window, name, { configurable: true, writable: true, value });
  };
  stand('matchMedia', matchMedia);
  stand('ResizeObserver', Observer);
  stand('IntersectionObserver', Observer);
}
