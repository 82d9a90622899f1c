import { useEffect } from 'react';
import { useSearchPageParams } from '../hooks/use-search-page-params';
import { isSearchable } from '../lib/search-rules';
import { useSearchStore } from '../stores/search-store';
import { SearchPrompt } from './search-prompt';
import { SearchResultsView } from './search-results-view';
import styles from './search-page.module.css';

/** /search?q=...: every result of a text, or a prompt while the text is too short. */
export function SearchPage() {
  const search = useSearchPageParams();
  const setText = useSearchStore((state) => state.setText);

  // The box shows the text the page searched for.
  useEffect(() => {
    if (search.text) setText(search.text);
  }, [search.text, setText]);

  return (
    <div className={styles.page}>
      {isSearchable(search.text) ? <SearchResultsView {...search} /> : <SearchPrompt />}
    </div>
  );
}
