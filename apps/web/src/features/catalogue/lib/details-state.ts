import type { z } from 'zod/mini';

/** What a card or a details page carries to the next details page in navigation state. */
export interface DetailsNavigationState<T> {
  /** The title as the card had it, shown at once while the server copy loads. */
  item: T | null;
  /** The parental PIN was already entered for this title. */
  pinEntered: boolean;
}

/**
 * Reads `{ item, pinEntered }` out of navigation state. The item counts only when it passes
 * the contract's schema and is the title the route asks for.
 */
export function readDetailsState<T extends { id: number }>(
  state: unknown,
  schema: z.ZodMiniType<T>,
  id: number | null,
): DetailsNavigationState<T> {
  if (typeof state !== 'object' || state === null) return { item: null, pinEntered: false };
  const { item, pinEntered } = state as Record<string, unknown>;
  const parsed = schema.safeParse(item);
  const matches = parsed.success && parsed.data.id === id;
  return { item: matches ? parsed.data : null, pinEntered: pinEntered === true };
}
