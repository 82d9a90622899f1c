import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { studioApi, type LiveSourceChange, type StudioLiveSource } from '@marquee/contract';
import { fieldErrorsOf, studioRequest } from '@/api/studio-api';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { useLiveChange } from './live-queries';
import { SOURCE_FIELDS, SourceAddressFields, SourceNameField } from './source-fields';
import { useFieldText } from '@/ui/use-field-text';
import styles from './live.module.css';

/**
 * Changes a source's name, address and refresh schedule; an uploaded source keeps its file
 * unless it is given an address. The panel closes it once saved or cancelled.
 */
export function EditSourceForm({
  source,
  onSaved,
  onCancel,
}: {
  source: StudioLiveSource;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState(source.name);
  const [url, setUrl] = useState(source.url ?? '');
  const [hours, setHours] = useState(source.refresh_hours ? String(source.refresh_hours) : '');
  const save = useLiveChange((body: LiveSourceChange) =>
    studioRequest(studioApi.changeLiveSource, { params: { id: source.id }, body }),
  );
  const fieldText = useFieldText(fieldErrorsOf(save.error));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = url.trim() === '' ? null : url;
    save.mutate(
      { name, url: address, file: null, refresh_hours: address && hours ? Number(hours) : null },
      { onSuccess: onSaved },
    );
  };
  const failed = save.isError && !SOURCE_FIELDS.some((key) => fieldText(key));
  const headingId = `edit-source-${source.id}`;
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h3 id={headingId}>{t('live.sourceList.editTitle', { name: source.name })}</h3>
      <SourceNameField value={name} error={fieldText('name')} onChange={setName} />
      <SourceAddressFields
        url={url}
        hours={hours}
        urlError={fieldText('url')}
        hoursError={fieldText('refresh_hours')}
        urlHint={source.url === null ? t('live.sourceList.keepUpload') : undefined}
        onUrl={setUrl}
        onHours={setHours}
      />
      {failed && <Alert tone="error">{errorText(save.error)}</Alert>}
      <div className={styles.row}>
        <Button disabled={save.isPending}>
          {save.isPending ? t('app.saving') : t('app.save')}
        </Button>
        <Button type="button" look="quiet" disabled={save.isPending} onClick={onCancel}>
          {t('app.cancel')}
        </Button>
      </div>
    </form>
  );
}
