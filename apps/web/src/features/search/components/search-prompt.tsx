import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { useOpenSearchBox } from '../hooks/use-search-box-open';
import { SEARCH_MIN_LENGTH } from '../lib/search-rules';
import { SearchNotice } from './search-notice';
import styles from './search-page.module.css';

/** /search with no text, or too little to search: how to start, never an error. */
export function SearchPrompt() {
  const { t } = useTranslation();
  const openSearchBox = useOpenSearchBox();
  return (
    <SearchNotice id="search-prompt-title" heading="h1" title={t('search.promptTitle')}>
      <p className={styles.noticeText}>{t('search.minLength', { min: SEARCH_MIN_LENGTH })}</p>
      <Button onClick={openSearchBox}>{t('search.startSearching')}</Button>
    </SearchNotice>
  );
}
