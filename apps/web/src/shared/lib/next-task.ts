/**
 * Resolves in a task of its own, so that what follows does not lengthen the current one: the
 * browser may paint and answer input in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}
