import { useTranslation } from 'react-i18next';
import type { Configuration, ReadableThemeColours } from '@marquee/contract';
import { COLOUR_FIELDS, COLOUR_NAMES, paintedAs } from './theme-preview-colours';
import styles from './brand-preview.module.css';

interface ColourNotesProps {
  form: Configuration;
  colours: ReadableThemeColours;
}

/** Says, in words, which colour apps paint for each one written, and which were adjusted. */
export function ColourNotes({ form, colours }: ColourNotesProps) {
  const { t } = useTranslation();
  const notes: Array<{ key: string; written: string; painted: string; label: string }> =
    COLOUR_NAMES.map((name) => ({
      key: name,
      written: form[COLOUR_FIELDS[name]],
      painted: colours[name],
      label: t(`branding.colour.${name}`),
    }));
  notes.push({
    key: 'selectionOnLight',
    written: form.theme_selection_color,
    painted: colours.selectionOnLight,
    label: t('branding.colour.selectionOnLight'),
  });
  return (
    <ul className={styles.notes} aria-label={t('branding.notesLabel')}>
      {notes.map(({ key, written, painted, label }) => {
        const how = paintedAs(written, painted);
        return (
          <li key={key} data-painted={how}>
            <span className={styles.swatch} style={{ backgroundColor: painted }} />
            {t(`branding.painted.${how}`, { name: label, written: written.trim(), painted })}
          </li>
        );
      })}
    </ul>
  );
}
