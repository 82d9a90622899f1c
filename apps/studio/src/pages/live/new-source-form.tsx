import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIVE_SOURCE_MAX_BYTES,
  studioApi,
  type LiveSourceBody,
  type LiveSourceKind,
} from '@marquee/contract';
import { fieldErrorsOf, studioRequest } from '@/api/studio-api';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { ImportResult } from './import-result';
import { useLiveChange } from './live-queries';
import { SOURCE_FIELDS, SourceAddressFields, SourceNameField } from './source-fields';
import { useFieldText } from '@/ui/use-field-text';
import styles from './live.module.css';

/** A file's bytes in base64, as the call takes them. */
export async function fileBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** Adds an M3U list or an XMLTV guide by address or upload; it is imported at once. */
export function NewSourceForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [kind, setKind] = useState<LiveSourceKind>('m3u');
  const [name, setName] = useState('');
  const [by, setBy] = useState<'url' | 'upload'>('url');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [hours, setHours] = useState('');
  const [tooLarge, setTooLarge] = useState(false);
  const add = useLiveChange((body: LiveSourceBody) =>
    studioRequest(studioApi.createLiveSource, { body }),
  );
  const fieldText = useFieldText(fieldErrorsOf(add.error));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (by === 'upload' && file && file.size > LIVE_SOURCE_MAX_BYTES) return setTooLarge(true);
    setTooLarge(false);
    add.mutate({
      kind,
      name,
      url: by === 'url' ? url : null,
      file: by === 'upload' && file ? await fileBase64(file) : null,
      refresh_hours: by === 'url' && hours ? Number(hours) : null,
    });
  };
  const failed = add.isError && !SOURCE_FIELDS.some((key) => fieldText(key));
  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('live.sourceList.add')}</h2>
      <div className={styles.filters}>
        <SelectField
          label={t('live.sourceList.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as LiveSourceKind)}
        >
          <option value="m3u">{t('live.sourceList.m3u')}</option>
          <option value="xmltv">{t('live.sourceList.xmltv')}</option>
        </SelectField>
        <SourceNameField value={name} error={fieldText('name')} onChange={setName} />
        <SelectField
          label={t('live.sourceList.by')}
          value={by}
          onChange={(event) => setBy(event.target.value as 'url' | 'upload')}
        >
          <option value="url">{t('live.sourceList.byUrl')}</option>
          <option value="upload">{t('live.sourceList.byUpload')}</option>
        </SelectField>
      </div>
      {by === 'url' ? (
        <SourceAddressFields
          url={url}
          hours={hours}
          urlError={fieldText('url')}
          hoursError={fieldText('refresh_hours')}
          onUrl={setUrl}
          onHours={setHours}
        />
      ) : (
        <TextField
          label={t('live.sourceList.file')}
          type="file"
          accept={kind === 'm3u' ? '.m3u,.m3u8,audio/x-mpegurl' : '.xml,.gz,application/xml'}
          error={tooLarge ? t('live.sourceList.fileTooLarge') : fieldText('url')}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      )}
      <div>
        <Button disabled={add.isPending}>
          {add.isPending ? t('live.sourceList.importing') : t('live.sourceList.add')}
        </Button>
      </div>
      {failed && <Alert tone="error">{errorText(add.error)}</Alert>}
      {add.data?.last_import && <ImportResult result={add.data.last_import} />}
    </form>
  );
}
