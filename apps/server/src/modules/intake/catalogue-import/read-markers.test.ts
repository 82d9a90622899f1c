import { describe, expect, it } from 'vitest';
import { parseCatalogue } from './parse-catalogue.js';
import { planImport, type ExistingFilm } from './plan-import.js';

const parse = (films: unknown[]) =>
  parseCatalogue('films.json', JSON.stringify({ films }), new Date('2026-01-01T00:00:00Z'));

describe("a catalogue record's skip markers", () => {
  it('are read in seconds or as m:ss and h:mm:ss times', () => {
    const { films, rejected } = parse([
      {
        title: 'Harbour',
        year: 2024,
        runtime: 104,
        markers: {
          intro: { start: 0, end: 62.5 },
          recap: null,
          credits: { start: '1:40:00', end: '1:44:10' },
        },
      },
      { title: 'Plain', year: 2024 },
    ]);
    expect(rejected).toEqual([]);
    expect(films.map((film) => film.markers)).toEqual([
      { intro: { start: 0, end: 62.5 }, credits: { start: 6000, end: 6250 } },
      {},
    ]);
  });

  it('reject the record with a reason that names the part, and import the others', () => {
    const record = (markers: unknown) => ({ title: 'Odd', year: 2024, runtime: 30, markers });
    const { films, rejected } = parse([
      record({ intro: { start: 40, end: 10 } }),
      record({ recap: { start: 'soon', end: 10 } }),
      record({ credits: { start: 1700, end: 1900 } }),
      record({ outro: { start: 0, end: 5 } }),
      record({ intro: [0, 5] }),
      record('0:00-1:00'),
      record({ credits: { start: 1700, end: '30:30' } }),
    ]);
    expect(rejected.map((r) => [r.index, r.reason])).toEqual([
      [0, 'markers.intro ends before it starts'],
      [1, 'markers.recap.start is not a time (seconds, m:ss or h:mm:ss, up to 24 h)'],
      [2, 'markers.credits ends after the runtime'],
      [3, 'markers.outro is not intro, recap or credits'],
      [4, 'markers.intro is not { start, end }'],
      [5, 'markers is not an object of intro, recap and credits'],
    ]);
    // Up to half a minute past a runtime of whole minutes.
    expect(films.map((film) => film.markers)).toEqual([{ credits: { start: 1700, end: 1830 } }]);
  });

  it('fill the parts a film already there lacks, and keep the ones it has', () => {
    const intro = { start: 0, end: 60 };
    const existing: ExistingFilm[] = [
      {
        id: 7,
        title: 'Heat',
        year: 1995,
        cast: [],
        genres: [],
        synopsis: 'Cops.',
        markers: { intro },
      },
    ];
    const [film] = parse([
      {
        title: 'Heat',
        year: 1995,
        synopsis: 'Cops.',
        markers: { intro: { start: 5, end: 70 }, credits: { start: 9000, end: 9600 } },
      },
    ]).films;
    const plan = planImport([film!], existing);
    expect(plan).toMatchObject({ merged: 1, unchanged: 0 });
    expect(plan.updates[0]!.markers).toEqual({ intro, credits: { start: 9000, end: 9600 } });
    const again = planImport([film!], [{ ...existing[0]!, markers: plan.updates[0]!.markers }]);
    expect(again).toMatchObject({ merged: 0, unchanged: 1, updates: [] });
  });
});
