import { describe, expect, it } from 'vitest';
import { programmeTexts } from './programme-texts.js';

describe('programmeTexts (several titles and languages)', () => {
  it('keeps the first title, with the description and category in its language', () => {
    expect(
      programmeTexts({
        titles: [
          { lang: 'mi', text: 'Te Karere' },
          { lang: 'en', text: 'News' },
        ],
        descs: [
          { lang: 'en', text: "Today's news." },
          { lang: 'mi', text: 'Ngā kōrero o te rā.' },
        ],
        categories: [
          { lang: 'en', text: 'News' },
          { lang: 'mi', text: 'Kōrero' },
        ],
      }),
    ).toEqual({ title: 'Te Karere', description: 'Ngā kōrero o te rā.', category: 'Kōrero' });
  });

  it("takes the first description and category when none is in the title's language", () => {
    expect(
      programmeTexts({
        titles: [{ lang: null, text: 'Nieuws' }],
        descs: [
          { lang: 'nl', text: 'Het nieuws.' },
          { lang: 'en', text: 'The news.' },
        ],
        categories: [],
      }),
    ).toEqual({ title: 'Nieuws', description: 'Het nieuws.', category: null });
  });

  it('gives an empty title when the guide has none, so the slot stays in the grid', () => {
    expect(programmeTexts({ titles: [], descs: [], categories: [] })).toEqual({
      title: '',
      description: null,
      category: null,
    });
  });
});
