import { useTranslation } from 'react-i18next';
import { useArtworkCensored } from '@/entities/title-card';
import type { SearchResult } from '../hooks/use-search-results';
import { resultKindKey } from '../lib/search-rules';
import styles from './search-box.module.css';

interface SearchResultOptionProps {
  id: string;
  item: SearchResult;
  active: boolean;
  onChoose: () => void;
}

/** A result in the box's dropdown: poster (a channel's logo), title, year and kind. */
export function SearchResultOption({ id, item, active, onChoose }: SearchResultOptionProps) {
  const { t } = useTranslation();
  const censored = useArtworkCensored(item);
  const poster = censored
    ? null
    : 'cover' in item
      ? (item.cover.small_ar ?? item.cover.medium_ar ?? item.cover.preview_ar)
      : item.logo_url;
  const year = 'year' in item ? item.year : null;
  return (
    // The keyboard reaches the rows through the input (aria-activedescendant).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={styles.option}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      <span className={styles.thumb}>
        {poster ? <img src={poster} alt="" loading="lazy" decoding="async" /> : null}
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{item.title}</span>
        <span className={styles.meta}>
          {year ? <span>{year}</span> : null}
          <span>{t(resultKindKey(item.type))}</span>
        </span>
      </span>
    </li>
  );
}
