import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Season } from '@marquee/contract';
import { useDismiss } from '@/shared/lib/use-dismiss';
import { Icon } from '@/shared/ui/icon';
import styles from './season-picker.module.css';

interface SeasonPickerProps {
  seasons: readonly Season[];
  activeId: number;
  onChoose: (seasonId: number) => void;
}

/**
 * The season picker popover (catalogue §2): a button showing the active season's number and a
 * menu of seasons. Escape and a click outside close it; the arrow keys move through seasons.
 */
export function SeasonPicker({ seasons, activeId, onChoose }: SeasonPickerProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const active = seasons.find((season) => season.id === activeId);
  const close = useCallback(() => {
    setOpen(false);
    // Escape inside the menu hands focus back to the button rather than to the page.
    if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);
  // The menu opens with the active season focused, ready for the arrow keys.
  const focusActive = useCallback((menu: HTMLDivElement | null) => {
    menu?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
  }, []);

  const choose = (seasonId: number) => {
    setOpen(false);
    buttonRef.current?.focus();
    if (seasonId !== activeId) onChoose(seasonId);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]'),
    ];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const target =
      event.key === 'ArrowDown'
        ? items[(at + 1) % items.length]
        : event.key === 'ArrowUp'
          ? items[(at - 1 + items.length) % items.length]
          : event.key === 'Home'
            ? items[0]
            : event.key === 'End'
              ? items.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div className={styles.picker} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {active ? seasonLabel(t, active) : t('details.seasons')}
        <Icon name="chevronDown" size={20} className={styles.chevron} />
      </button>
      {open ? (
        <div
          ref={focusActive}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={t('details.seasons')}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {seasons.map((season) => (
            <button
              key={season.id}
              type="button"
              role="menuitemradio"
              aria-checked={season.id === activeId}
              className={styles.item}
              onClick={() => choose(season.id)}
            >
              <span>{seasonLabel(t, season)}</span>
              {season.name && season.name !== seasonLabel(t, season) ? (
                <span className={styles.name}>{season.name}</span>
              ) : null}
              {season.id === activeId ? (
                <Icon name="check" size={18} className={styles.check} />
              ) : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

// Only the call it needs: the whole `t` type, checked here, goes past TypeScript's
// instantiation depth once the dictionaries grow.
type Translate = (key: 'details.seasonNumber', options: { number: number }) => string;

/** "Season 2": the number when there is one, else the season's own name. */
function seasonLabel(t: Translate, season: Season): string {
  return season.number > 0 ? t('details.seasonNumber', { number: season.number }) : season.name;
}
