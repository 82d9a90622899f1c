import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { languageCodes, type LanguageCode } from '@marquee/contract';
import { setLanguage } from '@/shared/i18n/i18n';
import { storage } from '@/shared/storage/storage';
import { Icon } from '@/shared/ui/icon';
import styles from './settings-panel.module.css';

/** The interface language (en, pt, pt_BR), kept locally; content is asked for again in it. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The choice shows at once; the texts follow when the dictionary has loaded.
  const [chosen, setChosen] = useState<LanguageCode>(() => storage.language.get());

  const choose = (code: LanguageCode) => {
    setChosen(code);
    // The API answers in the Accept-Language of each call: refresh what is on screen.
    void setLanguage(code).then(() => queryClient.invalidateQueries());
  };

  return (
    <fieldset className={styles.languages}>
      <legend className={styles.label}>{t('account.settings.language')}</legend>
      <div className={styles.options}>
        {languageCodes.map((code) => (
          <label key={code} className={styles.option} lang={code.replace('_', '-')}>
            <input
              type="radio"
              name="language"
              value={code}
              checked={code === chosen}
              onChange={() => choose(code)}
              className={styles.radio}
            />
            <span>{t(`languages.${code}`)}</span>
            <Icon name="check" size={18} className={styles.tick} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
