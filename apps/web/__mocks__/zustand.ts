// Zustand as the app has it, remembering how to put every store back to its initial state
// (zustand's own testing guide); src/test/setup.ts does so after each test.
import { vi } from 'vitest';
import type * as Zustand from 'zustand';
import { storeResets } from '../src/test/store-resets';

export * from 'zustand';

const actual = await vi.importActual<typeof Zustand>('zustand');

function createAndRemember<T>(initializer: Zustand.StateCreator<T>) {
  const store = actual.create(initializer);
  const initial = store.getInitialState();
  storeResets.add(() => store.setState(initial, true));
  return store;
}

export const create = (<T>(initializer?: Zustand.StateCreator<T>) =>
  initializer ? createAndRemember(initializer) : createAndRemember) as typeof Zustand.create;
