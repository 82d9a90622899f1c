import { useTranslation } from 'react-i18next';
import { languageCodes, type LanguageCode, type Operator, studioApi } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';
import { interfaceLanguage, setLanguage } from '@/i18n/i18n';
import { studioSession } from '@/session/studio-session';
import { Button } from '@/ui/button';
import fieldStyles from '@/ui/field.module.css';
import styles from './studio-header.module.css';

/** Ends the session on the server, and here whatever the server says. */
async function signOut() {
  await studioRequest(studioApi.logout).catch(() => undefined);
  studioSession.end();
}

/** The console's top bar: its name, who is signed in, the language and signing out. */
export function StudioHeader({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <p className={styles.brand}>{t('app.name')}</p>
      <p className={styles.who}>
        {t('nav.signedInAs', { email: operator.email, role: t(`roles.${operator.role}`) })}
      </p>
      <label className={styles.language}>
        <span>{t('language.label')}</span>
        <select
          className={fieldStyles.select}
          value={interfaceLanguage()}
          onChange={(event) => void setLanguage(event.target.value as LanguageCode)}
        >
          {languageCodes.map((code) => (
            <option key={code} value={code}>
              {t(`language.${code}`)}
            </option>
          ))}
        </select>
      </label>
      <Button type="button" look="quiet" onClick={() => void signOut()}>
        {t('nav.signOut')}
      </Button>
    </header>
  );
}
