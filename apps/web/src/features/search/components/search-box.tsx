import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { useOpenSearchBox, useSearchBoxOpen } from '../hooks/use-search-box-open';
import { useSearchStore } from '../stores/search-store';
import { SearchCombobox } from './search-combobox';
import styles from './search-box.module.css';

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

  if (open) return <SearchCombobox onCollapse={collapse} />;
  return (
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
}
