import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi, type StudioVod } from '@marquee/contract';
import { serverText, useErrorText } from '@/api/error-text';
import { fieldErrorsOf, studioAnswer } from '@/api/studio-api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { catalogueKeys } from './catalogue-queries';
import { useFieldText } from '@/ui/use-field-text';
import styles from './catalogue.module.css';

const base64Of = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
};

/** A film's or episode's subtitles: one per language, an uploaded WebVTT file or its address. */
export function SubtitlesPanel({ vod }: { vod: StudioVod }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [subtitles, setSubtitles] = useState(vod.subtitles);
  const [locale, setLocale] = useState('');
  const [file, setFile] = useState<File>();
  const [url, setUrl] = useState('');
  const [done, setDone] = useState<string>();
  const change = useMutation({
    mutationFn: async (ask: { remove: string } | { set: string }) =>
      'remove' in ask
        ? studioAnswer(studioApi.removeCatalogueSubtitle, {
            params: { id: vod.id },
            query: { locale: ask.remove },
          })
        : studioAnswer(studioApi.setCatalogueSubtitle, {
            params: { id: vod.id },
            query: { locale: ask.set },
            body: {
              data: file ? await base64Of(file) : null,
              url: file ? null : url.trim() === '' ? null : url,
            },
          }),
    onSuccess: (answer) => {
      setSubtitles(answer.data.subtitles);
      setDone(serverText(answer.notice, answer.message ?? t('catalogue.saved')));
      queryClient.setQueryData(catalogueKeys.vod(vod.id), answer.data);
    },
  });
  const fieldText = useFieldText(fieldErrorsOf(change.error));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    change.mutate({ set: locale.trim() });
  };

  return (
    <section className={styles.panel} aria-labelledby="subtitles-title">
      <h2 id="subtitles-title">{t('catalogue.subtitles.title')}</h2>
      {subtitles.length === 0 ? (
        <p className={styles.muted}>{t('catalogue.subtitles.none')}</p>
      ) : (
        <ul className={styles.subtitles}>
          {subtitles.map((subtitle) => (
            <li key={subtitle.locale}>
              <strong>{subtitle.locale}</strong> <a href={subtitle.url}>{subtitle.url}</a>{' '}
              <Button
                type="button"
                look="quiet"
                disabled={change.isPending}
                onClick={() => change.mutate({ remove: subtitle.locale })}
              >
                {t('catalogue.subtitles.remove', { locale: subtitle.locale })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.fields} onSubmit={submit} noValidate>
        <TextField
          label={t('catalogue.subtitles.locale')}
          hint={t('catalogue.subtitles.localeHint')}
          value={locale}
          maxLength={12}
          onChange={(event) => setLocale(event.target.value)}
        />
        <label className={styles.file}>
          {t('catalogue.subtitles.file')}
          <input
            type="file"
            accept=".vtt,text/vtt"
            onChange={(event) => setFile(event.target.files?.[0])}
          />
        </label>
        <TextField
          label={t('catalogue.subtitles.url')}
          value={url}
          error={fieldText('url')}
          onChange={(event) => setUrl(event.target.value)}
        />
        {change.isError && <Alert tone="error">{errorText(change.error)}</Alert>}
        {done && <Alert tone="success">{done}</Alert>}
        <div className={styles.actions}>
          <Button disabled={change.isPending || locale.trim() === ''}>
            {t('catalogue.subtitles.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
