/**
 * Resolves once `done()` holds: at once when it already does, else at the first change that
 * `subscribe` reports after which it does (then the subscription ends).
 */
export function until(
  subscribe: (onChange: () => void) => () => void,
  done: () => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    if (done()) {
      resolve();
      return;
    }
    const unsubscribe = subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });
}
