import type { KeyboardEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { stepGallery, type GalleryPicture } from '../lib/gallery';
import hidden from '@/shared/ui/visually-hidden.module.css';
import styles from './gallery.module.css';

export interface GalleryLightboxProps {
  title: string;
  pictures: readonly GalleryPicture[];
  /** The picture shown; null keeps the lightbox closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** The gallery's lightbox (catalogue §2): Escape closes it, the arrow keys move. */
export function GalleryLightbox({ title, pictures, index, onIndexChange }: GalleryLightboxProps) {
  const { t } = useTranslation();
  const count = pictures.length;
  const picture = index !== null ? pictures[index] : undefined;
  const step = (direction: 1 | -1) => {
    if (index !== null) onIndexChange(stepGallery(index, direction, count));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Root
      open={picture !== undefined}
      onOpenChange={(open) => {
        if (!open) onIndexChange(null);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.lightbox} onKeyDown={onKeyDown}>
          <Dialog.Title className={hidden.visuallyHidden}>
            {t('details.galleryDialog', { title })}
          </Dialog.Title>
          <Dialog.Description className={styles.counter} aria-live="polite">
            {t('details.imageCounter', { index: (index ?? 0) + 1, count })}
          </Dialog.Description>
          {picture ? (
            <img
              key={picture.full}
              className={styles.picture}
              src={picture.full}
              alt={t('details.imageAlt', { title, index: (index ?? 0) + 1, count })}
            />
          ) : null}
          {count > 1 ? (
            <>
              <button
                type="button"
                className={`${styles.step} ${styles.previous}`}
                aria-label={t('details.previousImage')}
                onClick={() => step(-1)}
              >
                <Icon name="chevronLeft" size={28} />
              </button>
              <button
                type="button"
                className={`${styles.step} ${styles.next}`}
                aria-label={t('details.nextImage')}
                onClick={() => step(1)}
              >
                <Icon name="chevronRight" size={28} />
              </button>
            </>
          ) : null}
          <Dialog.Close className={styles.close} aria-label={t('details.closeGallery')}>
            <Icon name="close" size={24} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
