import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOGO_IMAGE_MAX_BYTES,
  studioApi,
  type ChannelLogoBody,
  type StudioLiveChannel,
} from '@marquee/contract';
import { serverText, useErrorText } from '@/api/error-text';
import { fieldErrorsOf, studioAnswer } from '@/api/studio-api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { useFieldText } from '@/ui/use-field-text';
import { useMayChangeLive } from './live-frame';
import { useLiveChange } from './live-queries';
import { fileBase64 } from './new-source-form';
import styles from './live.module.css';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * A channel's logo as subscribers see it, and, for those who may change the Live section, an
 * upload, an https address or none in its place.
 */
export function ChannelLogo({ channel }: { channel: StudioLiveChannel }) {
  const { t } = useTranslation();
  const mayChange = useMayChangeLive();
  const errorText = useErrorText();
  const [file, setFile] = useState<File>();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const change = useLiveChange(async (chosen: { file: File } | { url: string } | null) => {
    const body: ChannelLogoBody = {
      data: chosen && 'file' in chosen ? await fileBase64(chosen.file) : null,
      url: chosen && 'url' in chosen ? chosen.url : null,
    };
    return studioAnswer(studioApi.setLiveChannelLogo, { params: { id: channel.id }, body });
  });
  const fieldText = useFieldText(fieldErrorsOf(change.error));
  const send = (chosen: { file: File } | { url: string } | null) => {
    setDone(undefined);
    change.mutate(chosen, {
      onSuccess: (answer) => {
        setFile(undefined);
        setUrl('');
        setDone(serverText(answer.notice, answer.message ?? t('live.editor.saved')));
      },
    });
  };
  const choose = (chosen: File | undefined) => {
    setDone(undefined);
    change.reset();
    setFile(undefined);
    if (chosen && !ACCEPTED.includes(chosen.type)) return setProblem(t('live.logo.notSupported'));
    if (chosen && chosen.size > LOGO_IMAGE_MAX_BYTES) return setProblem(t('live.logo.tooLarge'));
    setProblem(undefined);
    setFile(chosen);
  };
  const urlError = fieldText('url');

  return (
    <section className={styles.panel} aria-labelledby="channel-logo-title">
      <h2 id="channel-logo-title">{t('live.logo.title')}</h2>
      {channel.logo_url ? (
        <img
          className={styles.logo}
          src={channel.logo_url}
          alt={t('live.logo.current', { title: channel.title })}
        />
      ) : (
        <p className={styles.muted}>{t('live.logo.none')}</p>
      )}
      {mayChange && (
        <>
          <label>
            {t('live.logo.file')}{' '}
            <input
              type="file"
              accept={ACCEPTED.join(',')}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </label>
          <div className={styles.row}>
            <Button
              type="button"
              disabled={!file || change.isPending}
              onClick={() => file && send({ file })}
            >
              {change.isPending ? t('live.logo.uploading') : t('live.logo.upload')}
            </Button>
          </div>
          <TextField
            label={t('live.logo.url')}
            type="url"
            value={url}
            error={urlError}
            onChange={(event) => setUrl(event.target.value)}
          />
          <div className={styles.row}>
            <Button
              type="button"
              disabled={url.trim() === '' || change.isPending}
              onClick={() => send({ url: url.trim() })}
            >
              {t('live.logo.useUrl')}
            </Button>
            {channel.logo_url && (
              <Button
                type="button"
                look="quiet"
                disabled={change.isPending}
                onClick={() => send(null)}
              >
                {t('live.logo.remove')}
              </Button>
            )}
          </div>
          {problem && <Alert tone="error">{problem}</Alert>}
          {change.isError && !urlError && <Alert tone="error">{errorText(change.error)}</Alert>}
          {done && <Alert tone="success">{done}</Alert>}
        </>
      )}
    </section>
  );
}
