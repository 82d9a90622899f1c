import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Named } from '@marquee/contract';
import { FieldFrame } from '@/ui/field-frame';
import { TextField } from '@/ui/text-field';
import { GenreAdder } from './genre-adder';
import type { TitleFormState } from './title-form-state';
import styles from './catalogue.module.css';
import fieldStyles from '@/ui/field.module.css';

/** Which of a title's fields the editor shows: a film's, an episode's or a show's. */
export type TitleKind = 'film' | 'episode' | 'show';

/** The fields of catalogue §3, each labelled, with the server's errors tied to them. */
export function TitleFields({
  kind,
  state,
  onChange,
  genres,
  showTypes,
  fieldText,
}: {
  kind: TitleKind;
  state: TitleFormState;
  onChange: (next: Partial<TitleFormState>) => void;
  genres: Named[];
  showTypes: Named[];
  fieldText: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const text = (field: keyof TitleFormState, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={state[field] as string}
      error={fieldText(field)}
      onChange={(event) => onChange({ [field]: event.target.value })}
      {...extra}
    />
  );
  const area = (field: 'description' | 'actors' | 'writers', label: string, hint?: ReactNode) => (
    <FieldFrame label={label} hint={hint} error={fieldText(field)} className={styles.wide}>
      {(control) => (
        <textarea
          {...control}
          className={fieldStyles.input}
          rows={field === 'description' ? 5 : 3}
          value={state[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      )}
    </FieldFrame>
  );
  const choices = (field: 'genre_ids' | 'show_type_ids', legend: string, options: Named[]) => (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className={styles.check}>
          <input
            type="checkbox"
            checked={state[field].includes(option.id)}
            onChange={(event) =>
              onChange({
                [field]: event.target.checked
                  ? [...state[field], option.id]
                  : state[field].filter((id) => id !== option.id),
              })
            }
          />
          {option.name}
        </label>
      ))}
      {fieldText(field) && <p className={fieldStyles.error}>{fieldText(field)}</p>}
    </fieldset>
  );
  const check = (field: 'require_pin' | 'censorship_allowed', label: string) => (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={state[field]}
        onChange={(event) => onChange({ [field]: event.target.checked })}
      />
      {label}
    </label>
  );

  return (
    <div className={styles.fields}>
      {text('title', t('catalogue.fields.title'), { required: true, maxLength: 200 })}
      {kind === 'episode' &&
        text('episode_number', t('catalogue.fields.episodeNumber'), { inputMode: 'numeric' })}
      {text('year', t('catalogue.fields.year'), { inputMode: 'numeric' })}
      {kind !== 'show' && text('runtime', t('catalogue.fields.runtime'), { inputMode: 'numeric' })}
      {area('description', t('catalogue.fields.description'))}
      {choices('genre_ids', t('catalogue.fields.genres'), genres)}
      <GenreAdder onAdded={(id) => onChange({ genre_ids: [...state.genre_ids, id] })} />
      {choices('show_type_ids', t('catalogue.fields.showTypes'), showTypes)}
      {area('actors', t('catalogue.fields.actors'), t('catalogue.fields.namesHint'))}
      {kind === 'show' &&
        area('writers', t('catalogue.fields.writers'), t('catalogue.fields.namesHint'))}
      {text('parental_code', t('catalogue.fields.parentalCode'), {
        hint: t('catalogue.fields.parentalCodeHint'),
        maxLength: 20,
      })}
      <div className={styles.checks}>
        {check('require_pin', t('catalogue.fields.requirePin'))}
        {check('censorship_allowed', t('catalogue.fields.censorshipAllowed'))}
      </div>
      {text('trailer_url', t('catalogue.fields.trailerUrl'), {
        hint: t('catalogue.fields.trailerUrlHint'),
        className: styles.wide,
      })}
    </div>
  );
}
