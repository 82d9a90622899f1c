import type { GalleryImage } from '@marquee/contract';

/** A gallery picture: a small one for the carousel, a large one for the lightbox. */
export interface GalleryPicture {
  thumbnail: string;
  full: string;
}

/** The usable pictures of a gallery, each with the best thumbnail and full-size source. */
export function galleryPictures(gallery: readonly GalleryImage[]): GalleryPicture[] {
  return gallery.flatMap((image) => {
    const thumbnail =
      image.preview_medium_ar ?? image.medium_ar ?? image.preview_ar ?? image.small_ar;
    const full =
      image.preview_large_ar ?? image.preview_ar ?? image.preview_medium_ar ?? image.medium_ar;
    const fallback = thumbnail ?? full;
    return fallback ? [{ thumbnail: thumbnail ?? fallback, full: full ?? fallback }] : [];
  });
}

/** The lightbox's next position, wrapping at both ends. */
export function stepGallery(index: number, step: 1 | -1, count: number): number {
  return count > 0 ? (index + step + count) % count : 0;
}
