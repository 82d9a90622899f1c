import { useTranslation } from 'react-i18next';
import type { Configuration, ModuleName } from '@marquee/contract';
import type { FieldText } from '@/ui/use-field-text';
import type { Edit } from './configuration-edit';
import styles from './branding-page.module.css';

/** The module switches in groups that belong together for operators. */
const GROUPS = {
  catalogue: ['home', 'vod', 'trending'],
  live: ['channels', 'epg'],
  business: ['registration', 'advertisements'],
} as const satisfies Record<string, readonly ModuleName[]>;

interface ModulesProps {
  form: Configuration;
  edit: Edit;
  fieldText: FieldText;
}

/** The parts of the subscriber app that are switched on, as checkboxes in groups. */
export function ModulesFieldset({ form, edit, fieldText }: ModulesProps) {
  const { t } = useTranslation();
  const toggle = (name: ModuleName, on: boolean) =>
    edit((f) => ({ ...f, web: { ...f.web, modules: { ...f.web.modules, [name]: on } } }));
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('branding.modulesTitle')}</legend>
      {Object.entries(GROUPS).map(([group, names]) => (
        <fieldset key={group} className={styles.group}>
          <legend>{t(`branding.moduleGroup.${group as keyof typeof GROUPS}`)}</legend>
          {names.map((name: ModuleName) => {
            const id = `branding-module-${name}`;
            const error = fieldText(`web[modules][${name}]`);
            return (
              <div key={name} className={styles.check}>
                <input
                  id={id}
                  type="checkbox"
                  checked={form.web.modules[name]}
                  onChange={(event) => toggle(name, event.currentTarget.checked)}
                  aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                  aria-invalid={error ? true : undefined}
                />
                <label htmlFor={id}>{t(`branding.module.${name}`)}</label>
                <p id={`${id}-hint`} className={styles.hint}>
                  {t(`branding.moduleHint.${name}`)}
                </p>
                {error && (
                  <p id={`${id}-error`} className={styles.error}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
    </fieldset>
  );
}
