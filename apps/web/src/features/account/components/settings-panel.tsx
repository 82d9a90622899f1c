import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '@/shared/settings/settings-store';
import { AccountSection } from './account-section';
import { LanguagePicker } from './language-picker';
import { SwitchRow } from './switch-row';
import styles from './settings-panel.module.css';

interface SettingsPanelProps {
  /** The dark-theme switch; a build that hides themes leaves it out. */
  showThemes: boolean;
}

/** Local settings (spec: access §1, §6): language, right-to-left, dark theme, censorship. */
export function SettingsPanel({ showThemes }: SettingsPanelProps) {
  const { t } = useTranslation();
  const settings = useSettingsStore();

  return (
    <AccountSection
      id="settings"
      icon="tune"
      title={t('account.settings.title')}
      description={t('account.settings.description')}
    >
      <div className={styles.stack}>
        <LanguagePicker />
        <SwitchRow
          label={t('account.settings.rtl')}
          description={t('account.settings.rtlHint')}
          checked={settings.rtl}
          onChange={settings.setRtl}
        />
        {showThemes ? (
          <SwitchRow
            label={t('account.settings.darkTheme')}
            description={t('account.settings.darkThemeHint')}
            checked={settings.darkTheme}
            onChange={settings.setDarkTheme}
          />
        ) : null}
        <SwitchRow
          label={t('account.settings.censorship')}
          description={t('account.settings.censorshipHint')}
          checked={settings.censorship}
          onChange={settings.setCensorship}
        />
      </div>
    </AccountSection>
  );
}
