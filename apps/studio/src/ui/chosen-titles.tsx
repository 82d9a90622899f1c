import { useTranslation } from 'react-i18next';
import type { TitleChoice } from '@marquee/contract';
import styles from './title-picker.module.css';

/** The titles a picker holds, by name and year, each with a button that removes it. */
export function ChosenTitles({
  label,
  titles,
  onRemove,
}: {
  /** The picker's label, naming the list. */
  label: string;
  titles: TitleChoice[];
  onRemove: (title: TitleChoice) => void;
}) {
  const { t } = useTranslation();
  if (titles.length === 0) return null;
  return (
    <ul className={styles.chosen} aria-label={t('titlePicker.chosen', { label })}>
      {titles.map((title) => (
        <li key={title.id} className={styles.chip}>
          <span>
            {title.year === null
              ? title.title
              : t('titlePicker.titleYear', { title: title.title, year: title.year })}
          </span>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('titlePicker.remove', { title: title.title })}
            onClick={() => onRemove(title)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
