import { useTranslation } from 'react-i18next';
import type { Configuration } from '@marquee/contract';
import type { FieldText } from '@/ui/use-field-text';
import { ColourField } from './colour-field';
import type { Edit } from './configuration-edit';
import { COLOUR_FIELDS, COLOUR_NAMES } from './theme-preview-colours';
import styles from './branding-page.module.css';

interface ColoursProps {
  form: Configuration;
  edit: Edit;
  fieldText: FieldText;
}

/** The three theme colours. */
export function ColoursFieldset({ form, edit, fieldText }: ColoursProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset} aria-describedby="branding-colours-hint">
      <legend>{t('branding.coloursTitle')}</legend>
      <p id="branding-colours-hint" className={styles.hint}>
        {t('branding.coloursHint')}
      </p>
      {COLOUR_NAMES.map((name) => {
        const field = COLOUR_FIELDS[name];
        return (
          <ColourField
            key={name}
            label={t(`branding.colour.${name}`)}
            value={form[field]}
            onChange={(value) => edit((f) => ({ ...f, [field]: value }))}
            error={fieldText(field)}
          />
        );
      })}
    </fieldset>
  );
}
