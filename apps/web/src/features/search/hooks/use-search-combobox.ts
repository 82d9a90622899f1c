import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { ItemType } from '@marquee/contract';
import {
  SEARCH_DEBOUNCE_MS,
  isSearchable,
  resultLink,
  searchHref,
  searchTerm,
} from '../lib/search-rules';
import { useSearchStore } from '../stores/search-store';
import { useActiveOption } from './use-active-option';
import { useDebouncedValue } from './use-debounced-value';
import { useLoaderTimeout } from './use-loader-timeout';
import { useSearchResults, type SearchResult } from './use-search-results';

/** A row of the box's dropdown: a title or a channel, or the way to every result on /search. */
export type SearchOption = { kind: 'title'; item: SearchResult } | { kind: 'viewAll' };

/** What the dropdown says when it has no rows to show. */
export type DropdownMessage = 'searching' | 'noResults' | 'failed' | null;

/**
 * The search box's behaviour (catalogue §2): searches 500 ms after the last keystroke from 2
 * characters, shows the top 5 titles and "View all N results", a loader that stops with the
 * answer or after 4 s, arrow keys through the rows, Enter to open, Escape to close.
 */
export function useSearchCombobox(onCollapse: (returnFocus: boolean) => void) {
  const navigate = useNavigate();
  const text = useSearchStore((state) => state.text);
  const setText = useSearchStore((state) => state.setText);
  const term = searchTerm(text);
  const searchable = isSearchable(text);
  const searchedTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const results = useSearchResults(searchedTerm);
  const [open, setOpen] = useState(false);
  const pending = searchable && (term !== searchedTerm || results.fetching);
  const loading = useLoaderTimeout(pending, term);

  const options: SearchOption[] = searchable
    ? [
        ...results.all.map((item): SearchOption => ({ kind: 'title', item })),
        ...(results.total > 0 ? [{ kind: 'viewAll' } as const] : []),
      ]
    : [];
  const { active, move, reset } = useActiveOption(options.length);
  const expanded = open && searchable;

  let message: DropdownMessage = null;
  if (results.failed && !pending) message = 'failed';
  else if (results.answered && !pending && results.total === 0) message = 'noResults';
  else if (options.length === 0 && loading) message = 'searching';

  const choose = (option: SearchOption) => {
    setOpen(false);
    if (option.kind === 'viewAll') void navigate(searchHref(searchedTerm));
    else {
      const { item } = option;
      const state = item.type === ItemType.channel ? { channel: item } : { item };
      void navigate(resultLink(item), { state });
    }
  };

  const change = (value: string) => {
    setText(value);
    setOpen(true);
    reset();
  };

  const close = () => {
    setOpen(false);
    reset();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) setOpen(true);
      else move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) close();
      else onCollapse(true);
    }
  };

  // Enter with no highlighted row: every result, on the search page.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (searchable) {
      setOpen(false);
      void navigate(searchHref(term));
    }
  };

  return {
    text,
    term,
    expanded,
    loading,
    message,
    options,
    active,
    total: results.total,
    change,
    choose,
    open: () => setOpen(true),
    close,
    clear: () => change(''),
    onKeyDown,
    onSubmit,
  };
}
