import { useTranslation } from 'react-i18next';
import type { MarkerPart, StudioShow } from '@marquee/contract';
import type { FieldText } from '@/ui/use-field-text';
import { TextField } from '@/ui/text-field';
import type { MarkerTexts } from './title-form-state';
import styles from './catalogue.module.css';
import fieldStyles from '@/ui/field.module.css';

/**
 * The "Skip markers" section of a title's editor: a start and an end for each part, as m:ss,
 * h:mm:ss or seconds, with the server's errors tied to each. A show's (intro and recap) are its
 * episodes' default, and it says how many episodes share them.
 */
export function MarkerFields({
  parts,
  markers,
  onChange,
  fieldText,
  show,
}: {
  parts: readonly MarkerPart[];
  markers: Record<MarkerPart, MarkerTexts>;
  onChange: (markers: Record<MarkerPart, MarkerTexts>) => void;
  fieldText: FieldText;
  /** A saved show: its markers, and how many of its episodes share them. */
  show?: Pick<StudioShow, 'markers' | 'marker_episodes'> | undefined;
}) {
  const { t } = useTranslation();
  const field = (part: MarkerPart, end: 'start' | 'end') => (
    <TextField
      label={t(`catalogue.markers.${end}`, { part: t(`catalogue.markers.${part}`) })}
      value={markers[part][end]}
      error={fieldText(`markers[${part}][${end}]`)}
      placeholder="0:00"
      autoComplete="off"
      spellCheck={false}
      onChange={(event) =>
        onChange({ ...markers, [part]: { ...markers[part], [end]: event.target.value } })
      }
    />
  );
  const episodes = show?.marker_episodes;
  const shared = (part: 'intro' | 'recap') =>
    episodes && show.markers[part] ? (
      <li>
        {t(`catalogue.markers.${part}Shared`, { count: episodes[part], total: episodes.total })}
      </li>
    ) : null;

  return (
    <fieldset className={styles.markers}>
      <legend>{t('catalogue.markers.title')}</legend>
      <p className={styles.muted}>
        {t('catalogue.markers.hint')}{' '}
        {parts.includes('credits')
          ? t('catalogue.markers.creditsHint')
          : t('catalogue.markers.showHint')}
      </p>
      {parts.map((part) => (
        <div key={part} className={styles.markerRow}>
          {field(part, 'start')}
          {field(part, 'end')}
        </div>
      ))}
      {episodes && episodes.total > 0 ? (
        <ul className={styles.markerShares}>
          {shared('intro')}
          {shared('recap')}
        </ul>
      ) : null}
      {fieldText('markers', { itemsToo: false }) && (
        <p className={fieldStyles.error}>{fieldText('markers', { itemsToo: false })}</p>
      )}
    </fieldset>
  );
}
