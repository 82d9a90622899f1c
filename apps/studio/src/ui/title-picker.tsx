import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleChoice } from '@marquee/contract';
import { ChosenTitles } from './chosen-titles';
import { FieldFrame, type FieldTexts } from './field-frame';
import { useTitleSearch, type SearchTitles } from './use-title-search';
import fieldStyles from './field.module.css';
import styles from './title-picker.module.css';

/**
 * Titles chosen by name: a combobox that searches the server once two characters are typed
 * (arrow keys move, Enter picks, Escape closes) and the chosen titles as a list, each with a
 * button that removes it.
 */
export function TitlePicker({
  label,
  hint,
  error,
  value,
  onChange,
  search,
  searchKey,
  className,
}: FieldTexts & {
  label: string;
  value: TitleChoice[];
  onChange: (value: TitleChoice[]) => void;
  search: SearchTitles;
  /** The query key the searches are kept under, the searched text added to it. */
  searchKey: readonly unknown[];
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const found = useTitleSearch(text, search, searchKey);
  const chosen = new Set(value.map((title) => title.id));
  const options = (found.results ?? []).filter((title) => !chosen.has(title.id));
  const expanded = open && found.ready && options.length > 0;
  const activeOption = expanded ? options[Math.min(active, options.length - 1)] : undefined;
  const optionId = (title: TitleChoice) => `${listId}-${title.id}`;

  const pick = (title: TitleChoice) => {
    onChange([...value, title]);
    setText('');
    setOpen(false);
  };
  const move = (step: number) => {
    setOpen(true);
    if (expanded) setActive((active + step + options.length) % options.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const typed = text.trim() !== '';
    const action = {
      ArrowDown: () => move(open ? 1 : 0),
      ArrowUp: () => move(-1),
      // What is typed is no value of the form: Enter picks, and sends the form from an empty box.
      Enter: typed ? () => activeOption && pick(activeOption) : undefined,
      // Escape closes the list, then empties the box, before it reaches a dialog around.
      Escape: open ? () => setOpen(false) : typed ? () => setText('') : undefined,
    }[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const status =
    !open || !found.ready
      ? undefined
      : found.searching
        ? t('titlePicker.searching')
        : found.failed
          ? t('titlePicker.failed')
          : found.results?.length === 0
            ? t('titlePicker.noMatch', { search: found.wanted })
            : undefined;

  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className={styles.picker}>
          <input
            {...control}
            ref={input}
            className={fieldStyles.input}
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
            autoComplete="off"
            placeholder={t('titlePicker.placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            className={styles.list}
            hidden={!expanded}
          >
            {options.map((title) => (
              // The keyboard reaches the options through the input (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={title.id}
                id={optionId(title)}
                role="option"
                aria-selected={title === activeOption}
                className={styles.option}
                // The input keeps the focus while an option is clicked.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(title)}
              >
                <span>{title.title}</span>
                {title.year !== null && <span className={styles.year}>{title.year}</span>}
              </li>
            ))}
          </ul>
          <p role="status" className={styles.status}>
            {status}
          </p>
          <ChosenTitles
            label={label}
            titles={value}
            onRemove={(title) => {
              onChange(value.filter((each) => each.id !== title.id));
              input.current?.focus();
            }}
          />
        </div>
      )}
    </FieldFrame>
  );
}
