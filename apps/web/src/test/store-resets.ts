/** Puts each store the app made back to its initial state (filled by __mocks__/zustand.ts). */
export const storeResets = new Set<() => void>();

export function resetStores(): void {
  for (const reset of storeResets) reset();
}
