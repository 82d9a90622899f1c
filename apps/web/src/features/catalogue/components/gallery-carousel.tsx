import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@marquee/contract';
import { TitleCarousel } from '@/entities/title-card/ui/title-carousel';
import { galleryPictures } from '../lib/gallery';
import { loadOnOpen } from '@/shared/ui/dialog/load-on-open';
import type { GalleryLightboxProps } from './gallery-lightbox';
import styles from './gallery.module.css';

const GalleryLightbox = loadOnOpen<GalleryLightboxProps>(
  () => import('./gallery-lightbox').then((module) => module.GalleryLightbox),
  (props) => props.index !== null,
);

/** The gallery shows 4 at a time and loops from 4 pictures (catalogue §9). */
const GALLERY_LOOP_FROM = 4;

interface GalleryCarouselProps {
  title: string;
  gallery: readonly GalleryImage[];
}

/** A title's gallery: a carousel of pictures, each opening the lightbox. */
export function GalleryCarousel({ title, gallery }: GalleryCarouselProps) {
  const { t } = useTranslation();
  const pictures = galleryPictures(gallery);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (pictures.length === 0) return null;
  const count = pictures.length;

  return (
    <>
      <TitleCarousel
        title={t('details.gallery')}
        items={pictures}
        itemKey={(picture) => picture.full}
        layout="gallery"
        loopFrom={GALLERY_LOOP_FROM}
        testId="gallery"
        renderItem={(picture, index) => (
          <button
            type="button"
            className={styles.thumbnail}
            aria-label={t('details.openImage', { index: index + 1, count })}
            onClick={() => setOpenIndex(index)}
          >
            <img src={picture.thumbnail} alt="" loading="lazy" decoding="async" />
          </button>
        )}
      />
      <GalleryLightbox
        title={title}
        pictures={pictures}
        index={openIndex}
        onIndexChange={setOpenIndex}
      />
    </>
  );
}
