import { describe, expect, it } from 'vitest';
import { boxPositions } from '@marquee/contract';
import { generateDemoCatalogue } from './demo-catalogue.js';
import { planDemoCuration } from './demo-curation.js';
import { filmProfiles } from './demo-profiles.js';

const baseDate = new Date('2026-11-01T12:00:00Z');

describe('planDemoCuration', () => {
  const catalogue = generateDemoCatalogue({ baseDate });
  const plan = planDemoCuration(catalogue);

  it('is the same for the same catalogue', () => {
    expect(planDemoCuration(generateDemoCatalogue({ baseDate }))).toEqual(plan);
  });

  it('never shows the same title twice in the slider', () => {
    const refs = plan.slides.flatMap((slide) => (slide.ref ? [JSON.stringify(slide.ref)] : []));
    expect(new Set(refs).size).toBe(refs.length);
    expect(plan.slides.filter((slide) => !slide.ref && !slide.withImage)).toHaveLength(1);
  });

  it('gives banners unique Mongo-style ids and covers every box position', () => {
    const ids = plan.banners.map((banner) => banner.id);
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(plan.banners.map((banner) => banner.boxPosition))).toEqual(
      new Set(boxPositions),
    );
  });

  it('advertises a 4K rental on a film that has one', () => {
    const banner = plan.banners.find((item) => item.boxPosition === 'movie_details_box')!;
    const film = banner.target as { kind: 'film'; film: number };
    expect(filmProfiles(film.film - 1).map((profile) => profile.name)).toContain('4K');
  });

  it('copes with a catalogue without shows', () => {
    const small = planDemoCuration(generateDemoCatalogue({ baseDate, films: 3, shows: 0 }));
    expect(small.slides.every((slide) => slide.ref?.kind !== 'show')).toBe(true);
    expect(small.recommended.shows).toEqual([]);
    expect(small.progress.every((item) => item.ref.kind === 'film')).toBe(true);
  });
});
