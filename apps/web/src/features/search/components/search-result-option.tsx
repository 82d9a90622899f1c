import { useTranslation } from 'react-i18next';
import type { CatalogueItem } from '@marquee/contract';
import { useArtworkCensored } from '@/shared/catalogue/catalogue-viewer';
import { resultKindKey } from '../lib/search-rules';
import styles from './search-box.module.css';

interface SearchResultOptionProps {
  id: string;
  item: CatalogueItem;
  active: boolean;
  onChoose: () => void;
}

/** A title in the box's dropdown: poster, title, year and kind. */
export function SearchResultOption({ id, item, active, onChoose }: SearchResultOptionProps) {
  const { t } = useTranslation();
  const censored = useArtworkCensored(item);
  const poster = censored
    ? null
    : (item.cover.small_ar ?? item.cover.medium_ar ?? item.cover.preview_ar);
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
          {item.year ? <span>{item.year}</span> : null}
          <span>{t(resultKindKey(item.type))}</span>
        </span>
      </span>
    </li>
  );
}
