import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ART_IMAGE_MAX_BYTES,
  ART_SLOTS,
  studioApi,
  type ArtSlot,
  type Crop,
  type StudioTitleArt,
} from '@marquee/contract';
import { serverText, useErrorText } from '@/api/error-text';
import { studioAnswer } from '@/api/studio-api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { largestCrop, type Size } from './crop-rect';
import { CropTool } from './crop-tool';
import styles from './catalogue.module.css';

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

/** An image's size once the browser has read it. */
const sizeOf = (src: string): Promise<Size> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('unreadable image'));
    image.src = src;
  });

/** Choosing an image for a slot, cropping it, and uploading the original with the crop. */
export function ArtUpload({
  model,
  id,
  slot,
  onSaved,
}: {
  model: 'vods' | 'shows';
  id: number;
  slot: ArtSlot;
  onSaved: (art: StudioTitleArt, message: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const name = t(`catalogue.art.names.${slot}`);
  const ratio = ART_SLOTS[slot].width / ART_SLOTS[slot].height;
  const [chosen, setChosen] = useState<{ file: File; src: string; size: Size }>();
  const [crop, setCrop] = useState<Crop>();
  const [problem, setProblem] = useState<string>();
  // A new key empties the file input once its image is uploaded.
  const [inputKey, setInputKey] = useState(0);
  const upload = useMutation({
    mutationFn: async () =>
      studioAnswer(studioApi.uploadCatalogueArt, {
        params: { id },
        query: { model, slot },
        body: { data: await base64Of(chosen!.file), crop: crop! },
      }),
    onSuccess: (answer) => {
      setChosen(undefined);
      setInputKey((key) => key + 1);
      onSaved(answer.data, serverText(answer.notice, answer.message ?? t('catalogue.saved')));
    },
  });

  // A chosen file's object URL lives until another replaces it or the panel closes.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.src);
    },
    [chosen],
  );

  const choose = async (file: File | undefined) => {
    upload.reset();
    if (!file) return setChosen(undefined);
    if (!ACCEPTED.includes(file.type)) return setProblem(t('catalogue.art.notSupported'));
    if (file.size > ART_IMAGE_MAX_BYTES) return setProblem(t('catalogue.art.tooLarge'));
    setProblem(undefined);
    const src = URL.createObjectURL(file);
    try {
      const size = await sizeOf(src);
      setChosen({ file, src, size });
      setCrop(largestCrop(size, ratio));
    } catch {
      URL.revokeObjectURL(src);
      setProblem(t('catalogue.art.notSupported'));
    }
  };

  return (
    <div className={styles.upload}>
      <label className={styles.file}>
        {t('catalogue.art.chooseImage', { slot: name })}
        <input
          key={inputKey}
          type="file"
          accept={ACCEPTED.join(',')}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      {problem && <Alert tone="error">{problem}</Alert>}
      {chosen && crop && (
        <section aria-label={t('catalogue.art.cropTool')} className={styles.cropping}>
          <CropTool
            src={chosen.src}
            image={chosen.size}
            ratio={ratio}
            crop={crop}
            onChange={setCrop}
          />
          {upload.isError && <Alert tone="error">{errorText(upload.error)}</Alert>}
          <div className={styles.actions}>
            <Button type="button" disabled={upload.isPending} onClick={() => upload.mutate()}>
              {upload.isPending
                ? t('catalogue.art.uploading')
                : slot === 'still'
                  ? t('catalogue.art.addStill')
                  : t('catalogue.art.upload', { slot: name })}
            </Button>
            <Button type="button" look="quiet" onClick={() => setChosen(undefined)}>
              {t('catalogue.art.cancel')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
