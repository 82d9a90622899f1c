import { describe, expect, it } from 'vitest';
import { galleryPictures, stepGallery } from './gallery';

const image = (name: string | null) => ({
  small_ar: name && `${name}-s`,
  medium_ar: name && `${name}-m`,
  preview_ar: name && `${name}-p`,
  preview_medium_ar: name && `${name}-pm`,
  preview_large_ar: name && `${name}-pl`,
});

describe('galleryPictures', () => {
  it('uses the medium preview in the carousel and the large preview in the lightbox', () => {
    expect(galleryPictures([image('a')])).toEqual([{ thumbnail: 'a-pm', full: 'a-pl' }]);
  });

  it('falls back to whichever source exists and skips pictures with none', () => {
    const onlySmall = { ...image(null), small_ar: 'b-s' };
    expect(galleryPictures([onlySmall, image(null)])).toEqual([{ thumbnail: 'b-s', full: 'b-s' }]);
  });
});

describe('stepGallery', () => {
  it('moves with the arrows and wraps at both ends', () => {
    expect(stepGallery(0, 1, 4)).toBe(1);
    expect(stepGallery(3, 1, 4)).toBe(0);
    expect(stepGallery(0, -1, 4)).toBe(3);
  });
});
