import { describe, expect, it } from 'vitest';
import type { HighlightedContentItem } from '@marquee/contract';
import { isShowableSlide, slideImage, slideLink } from './slides';

const model = {
  banners: [],
  gallery: [],
  cover: null,
  covers: [],
  screenshot_url: null,
  parental_rating: null,
};

const slide = (overrides: Partial<HighlightedContentItem> = {}): HighlightedContentItem => ({
  id: 1,
  type: 0,
  model_id: 12,
  title: 'Heat',
  description: '',
  image: '/media/art/slide.svg',
  model,
  ...overrides,
});

describe('highlighted slides', () => {
  it('show with an image, a title and an id', () => {
    expect(isShowableSlide(slide())).toBe(true);
  });

  it('take the model image when the slide has none', () => {
    const withModelImage = slide({ image: null, model: { ...model, banners: ['/b.svg'] } });
    expect(slideImage(withModelImage)).toBe('/b.svg');
    expect(isShowableSlide(withModelImage)).toBe(true);
  });

  it('are dropped without an image, a title or an id', () => {
    expect(isShowableSlide(slide({ image: null }))).toBe(false);
    expect(isShowableSlide(slide({ image: null, model: null }))).toBe(false);
    expect(isShowableSlide(slide({ title: ' ' }))).toBe(false);
    expect(isShowableSlide(slide({ id: 0 }))).toBe(false);
  });

  it('lead to the details page of the title by type', () => {
    expect(slideLink(slide({ type: 0 }))).toBe('/movies/12');
    expect(slideLink(slide({ type: 1 }))).toBe('/tv-shows/episode/12');
    expect(slideLink(slide({ type: 2 }))).toBe('/tv-shows/12');
    expect(slideLink(slide({ type: 3 }))).toBe('/channels/12');
  });
});
