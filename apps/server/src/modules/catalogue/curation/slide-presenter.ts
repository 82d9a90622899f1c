import { ItemType, type HighlightedContentItem } from '@marquee/contract';
import { titleArt } from '../catalogue/index.js';
import type { SlideRow, SlideTitle } from './curation-repository.js';

type SlideModel = NonNullable<HighlightedContentItem['model']>;

/** The artwork and parental rating of the movie, episode or show a slide points at. */
export function presentSlideModel(kind: 'vod' | 'show', title: SlideTitle): SlideModel {
  const { cover, gallery } = titleArt(kind, title.id, title);
  return {
    banners: cover.preview_ar ? [cover.preview_ar] : [],
    gallery,
    cover,
    covers: [cover],
    screenshot_url: cover.preview_ar,
    parental_rating: title.parentalCode
      ? { code: title.parentalCode, require_pin: title.requirePin }
      : null,
  };
}

/** A slide as the slider takes it; `model` is null when its title is gone or not served. */
export function presentSlide(row: SlideRow, model: SlideModel | null): HighlightedContentItem {
  return {
    id: row.id,
    type: toSlideType(row.modelType),
    model_id: row.modelId,
    title: row.title,
    description: row.description,
    image: row.image,
    model,
  };
}

function toSlideType(value: number): HighlightedContentItem['type'] {
  switch (value) {
    case ItemType.movie:
    case ItemType.episode:
    case ItemType.show:
    case ItemType.channel:
      return value;
    default:
      throw new Error(`highlighted slide with unknown model type ${value}`);
  }
}
