import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ProgressBar } from '@/ui/progress-bar';
import { TextField } from '@/ui/text-field';
import { byteText } from '../title/byte-text';
import { titleKeys } from '../title/title-queries';
import { uploadTitleMedia } from '../title/upload-title-media';
import styles from '../title/title.module.css';

/** A video file uploaded from this browser, with the bytes sent as it goes, then queued. */
export function UploadMedia({ id, maxBytes }: { id: number; maxBytes: number }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  // A new key empties the file input once its file is queued.
  const [inputKey, setInputKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<{ sent: number; total: number } | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useMutation({
    mutationFn: (chosen: File) =>
      uploadTitleMedia(id, chosen, (bytes, total) => setSent({ sent: bytes, total })),
    onSuccess: async () => {
      setFile(null);
      setInputKey((key) => key + 1);
      await queryClient.invalidateQueries({ queryKey: titleKeys.media(id) });
    },
    onSettled: () => setSent(null),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (file.size > maxBytes) return setTooLarge(true);
    upload.mutate(file);
  };
  const size = (bytes: number) => byteText(bytes, i18n.language);
  return (
    <section className={styles.section} aria-labelledby="upload-media">
      <h2 id="upload-media">{t('titleMedia.upload')}</h2>
      <form className={styles.row} onSubmit={submit} noValidate>
        <TextField
          key={inputKey}
          className={styles.grow}
          type="file"
          accept="video/*,.mkv,.ts,.m2ts,.mts"
          label={t('titleMedia.videoFile')}
          hint={t('titleMedia.uploadHint', { limit: size(maxBytes) })}
          error={tooLarge ? t('titleMedia.tooLarge', { limit: size(maxBytes) }) : undefined}
          disabled={upload.isPending}
          onChange={(event) => {
            setTooLarge(false);
            setFile(event.currentTarget.files?.[0] ?? null);
          }}
        />
        <Button disabled={!file || upload.isPending}>
          {upload.isPending ? t('titleMedia.uploading') : t('titleMedia.uploadSubmit')}
        </Button>
      </form>
      {sent && (
        <ProgressBar
          value={sent.total > 0 ? sent.sent / sent.total : 0}
          label={t('titleMedia.uploadProgress')}
          valueText={t('titleMedia.bytesSent', { sent: size(sent.sent), total: size(sent.total) })}
        />
      )}
      {sent && (
        <p className={styles.muted} aria-live="polite">
          {t('titleMedia.bytesSent', { sent: size(sent.sent), total: size(sent.total) })}
        </p>
      )}
      {upload.isError && <Alert tone="error">{errorText(upload.error)}</Alert>}
      {upload.isSuccess && <Alert tone="success">{t('titleMedia.queued')}</Alert>}
    </section>
  );
}
