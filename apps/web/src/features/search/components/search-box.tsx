import { Suspense, lazy, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '@/shared/lib/when-idle';
import { Icon } from '@/shared/ui/icon';
import { useOpenSearchBox, useSearchBoxOpen } from '../hooks/use-search-box-open';
import { useSearchStore } from '../stores/search-store';
import type * as SearchComboboxModule from './search-combobox';
import styles from './search-box.module.css';

let comboboxModule: Promise<typeof SearchComboboxModule> | null = null;
let loadedCombobox: typeof SearchComboboxModule | null = null;

/**
 * Fetches the open box's code (the combobox, its dropdown and the search calls): the navigation
 * shows only the icon until someone opens it, so it comes when the page is idle.
 */
export function preloadSearchCombobox(): Promise<typeof SearchComboboxModule> {
  comboboxModule ??= import('./search-combobox').then((module) => (loadedCombobox = module));
  return comboboxModule;
}

const LazySearchCombobox = lazy(() =>
  preloadSearchCombobox().then((module) => ({ default: module.SearchCombobox })),
);

interface SearchBoxProps {
  /** The look of the navigation bar's icon buttons. */
  triggerClassName?: string;
}

/**
 * The navigation bar's search (catalogue §2): a search icon that opens an input with a
 * dropdown of results. Any route change closes it; the text stays for the next time.
 */
export function SearchBox({ triggerClassName }: SearchBoxProps) {
  const { t } = useTranslation();
  const open = useSearchBoxOpen();
  const openBox = useOpenSearchBox();
  const closeBox = useSearchStore((state) => state.closeBox);
  // Closing from the keyboard gives focus back to the icon, which mounts again.
  const focusTrigger = useRef(false);
  const collapse = useCallback(
    (returnFocus: boolean) => {
      focusTrigger.current = returnFocus;
      closeBox();
    },
    [closeBox],
  );
  const triggerRef = useCallback((node: HTMLButtonElement | null) => {
    if (node && focusTrigger.current) {
      focusTrigger.current = false;
      node.focus();
    }
  }, []);
  useEffect(() => whenIdle(() => void preloadSearchCombobox()), []);
  // Opened before its code came (a click right after the page loaded): the icon stays a moment.
  // Chosen once an opening: were a later render to swap the lazy stand-in for the loaded
  // module, the open box would mount again and lose what is being typed.
  const SearchCombobox = useMemo(
    () => (open ? (loadedCombobox?.SearchCombobox ?? LazySearchCombobox) : null),
    [open],
  );

  const trigger = (
    <button
      ref={triggerRef}
      type="button"
      className={[styles.trigger, triggerClassName].filter(Boolean).join(' ')}
      aria-label={t('nav.search')}
      title={t('nav.search')}
      onClick={openBox}
    >
      <Icon name="search" size={24} />
    </button>
  );
  if (!SearchCombobox) return trigger;
  return (
    <Suspense fallback={trigger}>
      <SearchCombobox onCollapse={collapse} />
    </Suspense>
  );
}
