import { useTranslation } from 'react-i18next';
import type { ChannelCategory } from '@marquee/contract';
import { Icon } from '@/shared/ui/icon';
import hidden from '@/shared/ui/visually-hidden.module.css';
import styles from './guide-page.module.css';

interface GuideFiltersProps {
  categories: readonly ChannelCategory[];
  categoryId: number | undefined;
  favourites: boolean;
  onCategory: (id: number | undefined) => void;
  onFavourites: (on: boolean) => void;
}

/** The category tree, flattened in order, sub-categories indented beneath their parent. */
function flatten(
  categories: readonly ChannelCategory[],
  depth = 0,
): Array<[ChannelCategory, number]> {
  return categories.flatMap((category) => [
    [category, depth] as [ChannelCategory, number],
    ...flatten(category.children, depth + 1),
  ]);
}

/** The guide's filters: a channel category (the tree of Live TV) and favourites only. */
export function GuideFilters(props: GuideFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters} role="group" aria-label={t('guide.filters')}>
      <label className={styles.category}>
        <span className={hidden.visuallyHidden}>{t('guide.category')}</span>
        <select
          value={props.categoryId ?? ''}
          onChange={(event) =>
            props.onCategory(event.target.value === '' ? undefined : Number(event.target.value))
          }
        >
          <option value="">{t('guide.allChannels')}</option>
          {flatten(props.categories).map(([category, depth]) => (
            <option key={category.id} value={category.id}>
              {`${'\u2003'.repeat(depth)}${category.name}`}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </label>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={props.favourites}
        onClick={() => props.onFavourites(!props.favourites)}
      >
        <Icon name="star" size={16} />
        {t('guide.favourites')}
      </button>
    </div>
  );
}
