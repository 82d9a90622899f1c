import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import type { DropdownMessage, SearchOption } from '../hooks/use-search-combobox';
import { SearchResultOption } from './search-result-option';
import styles from './search-box.module.css';

interface SearchDropdownProps {
  listboxId: string;
  optionId: (index: number) => string;
  options: SearchOption[];
  active: number;
  total: number;
  message: DropdownMessage;
  term: string;
  onChoose: (option: SearchOption) => void;
}

/** The box's results: up to 5 titles and "View all N results", or what stands instead. */
export function SearchDropdown({
  listboxId,
  optionId,
  options,
  active,
  total,
  message,
  term,
  onChoose,
}: SearchDropdownProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.popup}>
      <p className={styles.message} role="status" hidden={!message}>
        {message === 'searching' ? t('search.searching') : null}
        {message === 'noResults' ? t('search.noResults', { text: term }) : null}
        {message === 'failed' ? t('search.failed') : null}
      </p>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className={styles.list}
        hidden={options.length === 0}
      >
        {options.map((option, index) =>
          option.kind === 'title' ? (
            <SearchResultOption
              key={`${option.item.type}-${option.item.id}`}
              id={optionId(index)}
              item={option.item}
              active={index === active}
              onChoose={() => onChoose(option)}
            />
          ) : (
            // The keyboard reaches the rows through the input (aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key="view-all"
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className={`${styles.option} ${styles.viewAll}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(option)}
            >
              {t('search.viewAll', { count: total })}
              <Icon name="chevronRight" size={20} />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
