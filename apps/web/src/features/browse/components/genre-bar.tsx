import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Genre } from '@marquee/contract';
import chip from './chip.module.css';
import styles from './genre-bar.module.css';

interface GenreBarProps {
  genres: readonly Genre[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  /** "All" clears every filter (catalogue §2). */
  onAll: () => void;
}

/** The genre navigation bar: "All", then one toggle per genre; it scrolls sideways on phones. */
export function GenreBar({ genres, selected, onToggle, onAll }: GenreBarProps) {
  const { t } = useTranslation();
  const barRef = useRef<HTMLDivElement>(null);
  const firstSelected = selected[0];
  const ready = genres.length > 0;

  // On phones the bar scrolls sideways: bring the chosen genre into sight (after a reload or
  // Back), moving the bar alone, never the page.
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || !ready || firstSelected === undefined) return;
    const chip = bar.querySelector<HTMLElement>(`[data-genre="${firstSelected}"]`);
    if (chip && bar.scrollWidth > bar.clientWidth) {
      bar.scrollLeft = chip.offsetLeft - bar.offsetLeft - (bar.clientWidth - chip.offsetWidth) / 2;
    }
  }, [ready, firstSelected]);

  return (
    <div ref={barRef} className={styles.bar} role="group" aria-label={t('lists.genres')}>
      <button
        type="button"
        className={chip.chip}
        aria-pressed={selected.length === 0}
        onClick={onAll}
      >
        {t('lists.all')}
      </button>
      {genres.map((genre) => (
        <button
          key={genre.id}
          type="button"
          data-genre={genre.id}
          className={chip.chip}
          aria-pressed={selected.includes(genre.id)}
          onClick={() => onToggle(genre.id)}
        >
          {genre.name}
        </button>
      ))}
    </div>
  );
}
