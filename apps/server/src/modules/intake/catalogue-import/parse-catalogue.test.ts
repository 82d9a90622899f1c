import { describe, expect, it } from 'vitest';
import { CatalogueFormatError, castName, parseCatalogue } from './parse-catalogue.js';
import { planImport, type ExistingFilm } from './plan-import.js';

const NOW = new Date('2026-01-01T00:00:00Z');
const parse = (value: unknown) => parseCatalogue('films.json', JSON.stringify(value), NOW);

describe('parseCatalogue', () => {
  it('reads the Wikipedia format, taking the extract as the synopsis', () => {
    const { films, rejected } = parse([
      {
        title: ' The  Grudge ',
        year: 2020,
        cast: ['John Cho'],
        genres: ['Horror'],
        extract: 'A house.',
        href: 'x',
        thumbnail: 'https://example.com/a.jpg',
      },
    ]);
    expect(rejected).toEqual([]);
    expect(films).toEqual([
      {
        title: 'The Grudge',
        year: 2020,
        genres: ['Horror'],
        cast: ['John Cho'],
        synopsis: 'A house.',
        runtime: null,
        rating: null,
        video: null,
        markers: {},
      },
    ]);
  });

  it("reads Marquee's own format with runtime and rating", () => {
    const { films } = parse({
      films: [
        {
          title: 'Coração',
          year: '1999',
          genres: ['Drama'],
          synopsis: 'S.',
          runtime: 95,
          rating: 7.5,
        },
      ],
    });
    expect(films[0]).toMatchObject({
      title: 'Coração',
      year: 1999,
      runtime: 95,
      rating: 7.5,
      cast: [],
    });
  });

  it("reads a film's video as a file path or an http(s) URL, and rejects one that is neither", () => {
    const { films, rejected } = parse({
      films: [
        { title: 'Path', year: 2001, video: ' films/Path (2001).mkv ' },
        { title: 'Link', year: 2002, video: 'HTTPS://cdn.example.com/link/master.m3u8' },
        { title: 'Blank', year: 2003, video: '' },
        { title: 'Ftp', year: 2004, video: 'ftp://host/ftp.mp4' },
        { title: 'Number', year: 2005, video: 7 },
        { title: 'Broken link', year: 2006, video: 'http://' },
      ],
    });
    expect(films.map((film) => [film.title, film.video])).toEqual([
      ['Path', { kind: 'file', path: 'films/Path (2001).mkv' }],
      ['Link', { kind: 'url', url: 'https://cdn.example.com/link/master.m3u8' }],
      ['Blank', null],
    ]);
    expect(rejected.map((r) => [r.index, r.reason])).toEqual([
      [3, 'video is neither a file path nor an http(s) URL'],
      [4, 'video is neither a file path nor an http(s) URL'],
      [5, 'video is neither a file path nor an http(s) URL'],
    ]);
  });

  it('tolerates missing fields and rejects records with no title or a bad year, saying why', () => {
    const { films, rejected } = parse([
      { title: 'Bare', year: 2001 },
      { year: 2001 },
      { title: '  ', year: 2001 },
      { title: 'No year' },
      { title: 'Too old', year: 1700 },
      { title: 'Too new', year: 2400 },
      'just a string',
    ]);
    expect(films).toEqual([
      {
        title: 'Bare',
        year: 2001,
        genres: [],
        cast: [],
        synopsis: '',
        runtime: null,
        rating: null,
        video: null,
        markers: {},
      },
    ]);
    expect(rejected.map((r) => [r.index, r.reason])).toEqual([
      [1, 'no title'],
      [2, 'no title'],
      [3, 'no year'],
      [4, 'year out of range'],
      [5, 'year out of range'],
      [6, 'not an object'],
    ]);
  });

  it('keeps only real names from odd cast entries', () => {
    const { films } = parse([
      {
        title: 'Odd',
        year: 2001,
        cast: [
          'Ann Lee',
          42,
          null,
          '',
          '  ',
          '[a]',
          ')',
          '.',
          'of',
          'Ann Lee',
          '[[Bob Ray (actor)|Bob Ray]]',
          'Cy Twombly[2]',
          'A year in the life of Susan Tom and her 11 children',
        ],
      },
    ]);
    expect(films[0]!.cast).toEqual(['Ann Lee', 'Bob Ray', 'Cy Twombly']);
    expect(castName({ name: 'X' })).toBeNull();
  });

  it('stops on malformed JSON with the file and the position of the fault', () => {
    const text = '[\n  {"title": "A", "year": 2001},\n  {"title": "B" "year": 2002}\n]';
    expect(() => parseCatalogue('broken.json', text)).toThrow(CatalogueFormatError);
    expect(() => parseCatalogue('broken.json', text)).toThrow(
      /^broken\.json: malformed JSON at line 3, column 17/,
    );
    expect(() => parseCatalogue('cut.json', '[{"title": "A"')).toThrow(
      /^cut\.json: malformed JSON/,
    );
    expect(() => parseCatalogue('other.json', '{"movies": []}')).toThrow(
      /other\.json: not a catalogue/,
    );
  });
});

describe('planImport', () => {
  const film = (title: string, year: number, genres: string[], cast: string[], synopsis = '') => ({
    title,
    year,
    genres,
    cast,
    synopsis,
    runtime: null,
    rating: null,
    video: null,
    markers: {},
  });

  it('merges duplicate title+year pairs of one input, unioning genres and cast', () => {
    const plan = planImport(
      [
        film('Anvil!', 2009, ['Musical'], []),
        film('ANVIL', 2009, ['musical', 'Documentary'], ['Anvil']),
        film('Anvil', 2010, [], []),
      ],
      [],
    );
    expect(plan).toMatchObject({ imported: 2, merged: 1, unchanged: 0, updates: [] });
    expect(plan.creates[0]).toMatchObject({
      title: 'Anvil!',
      genres: ['Musical', 'Documentary'],
      cast: ['Anvil'],
    });
  });

  it('adds only what is new to a film already there, and changes nothing the second time', () => {
    const existing: ExistingFilm[] = [
      {
        id: 7,
        title: 'Heat',
        year: 1995,
        cast: ['Al Pacino'],
        genres: ['Crime'],
        synopsis: '',
        markers: {},
      },
    ];
    const plan = planImport(
      [film('Heat', 1995, ['Crime', 'Thriller'], ['Al Pacino', 'Robert De Niro'], 'Cops.')],
      existing,
    );
    expect(plan).toMatchObject({ imported: 0, merged: 1, creates: [] });
    expect(plan.updates).toEqual([
      {
        id: 7,
        cast: ['Al Pacino', 'Robert De Niro'],
        addGenres: ['Thriller'],
        synopsis: 'Cops.',
        markers: {},
      },
    ]);
    const after = [
      {
        ...existing[0]!,
        cast: plan.updates[0]!.cast,
        genres: ['Crime', 'Thriller'],
        synopsis: 'Cops.',
      },
    ];
    const again = planImport(
      [film('Heat', 1995, ['Crime', 'Thriller'], ['Al Pacino', 'Robert De Niro'], 'Cops.')],
      after,
    );
    expect(again).toMatchObject({ imported: 0, merged: 0, unchanged: 1, creates: [], updates: [] });
  });
});
