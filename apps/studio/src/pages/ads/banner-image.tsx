import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AD_IMAGE_MAX_BYTES, type StudioAdBanner, studioApi } from '@marquee/contract';
import { serverText, useErrorText } from '@/api/error-text';
import { studioAnswer } from '@/api/studio-api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { adsKeys } from './ads-queries';
import styles from './ads.module.css';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/** A file's bytes in base64, as the upload call takes them. */
const base64Of = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

/** A banner's image: its current one, a chosen file's preview to upload, or the generated one. */
export function BannerImage({ banner }: { banner: StudioAdBanner }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(banner.image_url);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const change = useMutation({
    mutationFn: async (chosen: File | undefined) =>
      chosen
        ? studioAnswer(studioApi.uploadAdBannerImage, {
            params: { id: banner.id },
            body: { data: await base64Of(chosen) },
          })
        : studioAnswer(studioApi.removeAdBannerImage, { params: { id: banner.id } }),
    onSuccess: (answer) => {
      setCurrent(answer.data.image_url);
      setFile(undefined);
      setPreview(undefined);
      setDone(serverText(answer.notice, answer.message ?? t('ads.saved')));
      void queryClient.invalidateQueries({ queryKey: adsKeys.banners() });
    },
  });

  // A preview's object URL lives until another replaces it or the form closes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (chosen: File | undefined) => {
    setDone(undefined);
    change.reset();
    if (chosen && !ACCEPTED.includes(chosen.type)) return setProblem(t('ads.imageNotSupported'));
    if (chosen && chosen.size > AD_IMAGE_MAX_BYTES) return setProblem(t('ads.imageTooLarge'));
    setProblem(undefined);
    setFile(chosen);
    setPreview(chosen && URL.createObjectURL(chosen));
  };

  return (
    <fieldset className={styles.wide}>
      <legend>{t('ads.image')}</legend>
      <img
        className={styles.preview}
        src={preview ?? current}
        alt={preview ? t('ads.imagePreview') : banner.title}
      />
      <label className={styles.file}>
        {t('ads.chooseImage')}
        <input
          type="file"
          accept={ACCEPTED.join(',')}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {problem && <Alert tone="error">{problem}</Alert>}
      {change.isError && <Alert tone="error">{errorText(change.error)}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      <div className={styles.rowActions}>
        <Button
          type="button"
          disabled={!file || change.isPending}
          onClick={() => change.mutate(file)}
        >
          {change.isPending ? t('ads.uploading') : t('ads.uploadImage')}
        </Button>
        {!current.startsWith('/media/art/') && (
          <Button
            type="button"
            look="quiet"
            disabled={change.isPending}
            onClick={() => change.mutate(undefined)}
          >
            {t('ads.useGenerated')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
