import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi } from '@marquee/contract';
import { fieldErrorsOf, studioRequest } from '@/api/studio-api';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { useFieldText } from '@/ui/use-field-text';
import { titleKeys } from '../title/title-queries';
import styles from '../title/title.module.css';

/** An HLS playlist the title's profiles play as it is, with nothing packaged. */
export function StreamAddressForm({ id, current }: { id: number; current: string | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const save = useMutation({
    mutationFn: (value: string) =>
      studioRequest(studioApi.setTitleStream, { params: { id }, body: { url: value } }),
    onSuccess: (media) => {
      queryClient.setQueryData(titleKeys.media(id), media);
      setUrl('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(url.trim());
  };
  const fieldError = useFieldText(fieldErrorsOf(save.error))('url');
  return (
    <section className={styles.section} aria-labelledby="stream-address">
      <h2 id="stream-address">{t('titleMedia.streamAddress')}</h2>
      <form className={styles.row} onSubmit={submit} noValidate>
        <TextField
          className={styles.grow}
          type="url"
          label={t('titleMedia.streamUrl')}
          hint={t('titleMedia.streamHint')}
          placeholder={current ?? 'https://'}
          value={url}
          error={fieldError}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <Button disabled={save.isPending || url.trim() === ''}>
          {save.isPending ? t('app.saving') : t('titleMedia.streamSave')}
        </Button>
      </form>
      {save.isError && !fieldError && <Alert tone="error">{errorText(save.error)}</Alert>}
      {save.isSuccess && <Alert tone="success">{t('titleMedia.streamSaved')}</Alert>}
    </section>
  );
}
