import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import styles from './curation.module.css';

/** An entry of an ordered list: a key that names it, its title and a note under it. */
export interface OrderedEntry {
  key: string;
  title: string;
  detail: string;
}

/** Moves the entry at `index` by `delta` places, within the list. */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(target, 0, entry!);
  return next;
}

/**
 * An ordered list with Up, Down and Remove on each entry, keyboard first: after a move the
 * keyboard stays on the button that moved the entry, and each change is announced.
 */
export function OrderedTitles({
  id,
  label,
  entries,
  empty,
  canEdit,
  onChange,
  announcement,
}: {
  id: string;
  label: string;
  entries: OrderedEntry[];
  empty: string;
  canEdit: boolean;
  onChange: (next: OrderedEntry[], said: string) => void;
  /** What the last change was, read out politely. */
  announcement: string;
}) {
  const { t } = useTranslation();
  const [focus, setFocus] = useState<string>();
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus, entries]);
  const buttonId = (entry: OrderedEntry, what: string) => `${id}-${entry.key}-${what}`;
  const move = (index: number, delta: number, what: 'up' | 'down') => {
    const entry = entries[index]!;
    const next = moved(entries, index, delta);
    const at = next.indexOf(entry);
    // At the end of the list the other button is the one still there to press.
    const edge = (what === 'up' && at === 0) || (what === 'down' && at === next.length - 1);
    setFocus(buttonId(entry, edge ? (what === 'up' ? 'down' : 'up') : what));
    onChange(next, t('curation.moved', { title: entry.title, position: at + 1 }));
  };
  const remove = (index: number) => {
    const entry = entries[index]!;
    const next = entries.filter((_, each) => each !== index);
    const neighbour = next[Math.min(index, next.length - 1)];
    setFocus(neighbour ? buttonId(neighbour, 'remove') : undefined);
    onChange(next, t('curation.removedItem', { title: entry.title }));
  };
  return (
    <div className={styles.ordered}>
      <p className={styles.visuallyHidden} role="status">
        {announcement}
      </p>
      {entries.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ol className={styles.list} aria-label={label}>
          {entries.map((entry, index) => (
            <li key={entry.key} className={styles.entry}>
              <span className={styles.position}>{index + 1}</span>
              <span className={styles.entryText}>
                <span className={styles.entryTitle}>{entry.title}</span>
                {entry.detail && <span className={styles.detail}>{entry.detail}</span>}
              </span>
              {canEdit && (
                <span className={styles.actions}>
                  <Button
                    type="button"
                    look="quiet"
                    id={buttonId(entry, 'up')}
                    aria-label={t('curation.moveUpLabel', { title: entry.title })}
                    disabled={index === 0}
                    onClick={() => move(index, -1, 'up')}
                  >
                    {t('curation.moveUp')}
                  </Button>
                  <Button
                    type="button"
                    look="quiet"
                    id={buttonId(entry, 'down')}
                    aria-label={t('curation.moveDownLabel', { title: entry.title })}
                    disabled={index === entries.length - 1}
                    onClick={() => move(index, 1, 'down')}
                  >
                    {t('curation.moveDown')}
                  </Button>
                  <Button
                    type="button"
                    look="danger"
                    id={buttonId(entry, 'remove')}
                    aria-label={t('curation.removeLabel', { title: entry.title })}
                    onClick={() => remove(index)}
                  >
                    {t('curation.remove')}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
