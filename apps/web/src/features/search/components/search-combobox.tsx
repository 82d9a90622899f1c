import { useEffect, useId, useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModules } from '@/entities/configuration/ui/use-modules';
import { Icon } from '@/shared/ui/icon';
import { Spinner } from '@/shared/ui/spinner';
import { usePressOutside } from '../hooks/use-press-outside';
import { useSearchCombobox } from '../hooks/use-search-combobox';
import { FOCUS_DELAY_MS, searchPlaceholderKey } from '../lib/search-rules';
import { SearchDropdown } from './search-dropdown';
import styles from './search-box.module.css';

interface SearchComboboxProps {
  /** Closes the box; `returnFocus` when the keyboard closed it. */
  onCollapse: (returnFocus: boolean) => void;
}

/** The open search box: its input (a combobox), loader, clear button and results dropdown. */
export function SearchCombobox({ onCollapse }: SearchComboboxProps) {
  const { t } = useTranslation();
  const modules = useModules();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const box = useSearchCombobox(onCollapse);

  // The box opens with a short animation; focus lands once it is in place (spec: 200 ms).
  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  usePressOutside(rootRef, true, () => {
    box.close();
    if (!box.term) onCollapse(false);
  });

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) box.close();
  };

  return (
    <form
      ref={rootRef}
      role="search"
      className={styles.box}
      onSubmit={box.onSubmit}
      onBlur={onBlur}
    >
      <button
        type="button"
        className={styles.back}
        aria-label={t('search.close')}
        onClick={() => onCollapse(true)}
      >
        <Icon name="chevronLeft" size={24} />
      </button>
      <div className={styles.field}>
        <Icon name="search" size={20} className={styles.fieldIcon} />
        <input
          ref={inputRef}
          className={styles.input}
          type="text"
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded={box.expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={box.active >= 0 ? optionId(box.active) : undefined}
          placeholder={t(searchPlaceholderKey(modules))}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={box.text}
          onChange={(event) => box.change(event.target.value)}
          onFocus={box.open}
          onKeyDown={box.onKeyDown}
        />
        {box.loading ? <Spinner size={18} label={t('search.searching')} /> : null}
        {box.text ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('search.clear')}
            onClick={() => {
              box.clear();
              inputRef.current?.focus();
            }}
          >
            <Icon name="close" size={18} />
          </button>
        ) : null}
      </div>
      {box.expanded ? (
        <SearchDropdown
          listboxId={listboxId}
          optionId={optionId}
          options={box.options}
          active={box.active}
          total={box.total}
          message={box.message}
          term={box.term}
          onChoose={box.choose}
        />
      ) : null}
    </form>
  );
}
