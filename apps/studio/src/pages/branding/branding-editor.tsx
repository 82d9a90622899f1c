import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Configuration, ServedThemeColours } from '@marquee/contract';
import { useErrorText } from '@/api/error-text';
import { fieldErrorsOf } from '@/api/studio-api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { useFieldText, type FieldErrors } from '@/ui/use-field-text';
import { BrandPreview } from './brand-preview';
import { BrandTextsFieldset } from './brand-texts-fieldset';
import { storedPart, useChangeConfiguration } from './change-configuration';
import { ColoursFieldset } from './colours-fieldset';
import { checkConfiguration, sameConfiguration, type Edit } from './configuration-edit';
import { LeavePrompt } from './leave-prompt';
import { ModulesFieldset } from './modules-fieldset';
import { fromServed, previewColours } from './theme-preview-colours';
import { useLeaveWarning } from './use-leave-warning';
import styles from './branding-page.module.css';

/** The configuration's form beside a preview of the subscriber app it makes. */
export function BrandingEditor({ saved }: { saved: Configuration }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useChangeConfiguration();
  const [form, setForm] = useState(saved);
  // The colours of the last save's answer: those of the configuration saved, as apps paint them.
  const [served, setServed] = useState<ServedThemeColours>();
  // What the contract's rules found before sending: the server is asked only when they pass.
  const [checked, setChecked] = useState<FieldErrors>();
  const unsaved = !sameConfiguration(form, saved);
  const blocker = useLeaveWarning(unsaved && !change.isPending);
  const edit: Edit = (apply) => setForm(apply);
  const fieldText = useFieldText(checked ?? fieldErrorsOf(change.error));
  const colours = !unsaved && served ? fromServed(served) : previewColours(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkConfiguration(form);
    setChecked(found);
    if (found) {
      change.reset();
      return;
    }
    change.mutate(form, {
      onSuccess: (answer) => {
        setForm(storedPart(answer));
        setServed(answer.served);
      },
    });
  };
  const reset = () => {
    setForm(saved);
    setChecked(undefined);
    change.reset();
  };

  return (
    <div className={styles.editor}>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={t('branding.formLabel')}
      >
        <LeavePrompt blocker={blocker} />
        <BrandTextsFieldset form={form} edit={edit} fieldText={fieldText} />
        <ColoursFieldset form={form} edit={edit} fieldText={fieldText} />
        <ModulesFieldset form={form} edit={edit} fieldText={fieldText} />
        {checked && <Alert tone="error">{t('branding.checkFields')}</Alert>}
        {change.isError && <Alert tone="error">{errorText(change.error)}</Alert>}
        {change.isSuccess && !unsaved && <Alert tone="success">{t('branding.saved')}</Alert>}
        <div className={styles.actions}>
          <Button disabled={change.isPending}>
            {change.isPending ? t('app.saving') : t('app.save')}
          </Button>
          <Button type="button" look="quiet" disabled={!unsaved} onClick={reset}>
            {t('branding.reset')}
          </Button>
          {unsaved && <span className={styles.unsaved}>{t('branding.unsaved')}</span>}
        </div>
      </form>
      <BrandPreview form={form} colours={colours} source={unsaved ? 'unsaved' : 'served'} />
    </div>
  );
}
