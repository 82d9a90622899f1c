import { useBatchedCount } from './use-batched-count';

/** How many sections, from the top, have settled. */
const leadingSettled = (settled: readonly boolean[]) => {
  const waiting = settled.findIndex((done) => !done);
  return waiting === -1 ? settled.length : waiting;
};

/**
 * How many of a page's sections, top to bottom, to draw, given which have `settled` (their data
 * came, or failed): never one below a section still waiting, so nothing ever arrives above what
 * is on screen and pushes it down; the first `first` at once, then one more in each following
 * task. The first screen paints in one short task, and what lies below follows in short tasks
 * rather than in one long one that would hold the visitor's input back. A page whose sections
 * have all settled before it is drawn (its data kept from an earlier visit) comes whole, so that
 * going back finds it as long as it was, and its scroll position.
 */
export function useStaggeredCount(settled: readonly boolean[], first: number): number {
  const atOnce = settled.every(Boolean) ? settled.length : first;
  return useBatchedCount(leadingSettled(settled), 1, atOnce);
}
