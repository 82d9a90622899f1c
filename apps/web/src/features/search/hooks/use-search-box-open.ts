import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useSearchStore } from '../stores/search-store';

/** Whether the search box is open here; any route change closes it. */
export function useSearchBoxOpen(): boolean {
  const { key } = useLocation();
  return useSearchStore((state) => state.openedAt === key);
}

/** Opens the search box on the current page (the navigation icon, the mobile menu). */
export function useOpenSearchBox(): () => void {
  const { key } = useLocation();
  const openBox = useSearchStore((state) => state.openBox);
  return useCallback(() => openBox(key), [openBox, key]);
}
