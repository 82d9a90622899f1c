import { describe, expect, it } from 'vitest';
import { searchText } from './search-text.js';
import type { IndexedTitle } from './title-columns.js';
import { buildTitleIndex } from './title-index.js';

let nextId = 1;
function title(name: string, fields: Partial<IndexedTitle> = {}): IndexedTitle {
  return {
    id: nextId++,
    type: 0,
    title: name,
    searchText: searchText(name),
    year: 2000,
    rating: null,
    createdAt: 1_700_000_000_000_000,
    episodeNumber: null,
    seasonId: null,
    genreIds: [],
    showTypeIds: [],
    parentalCode: 'G',
    ...fields,
  };
}

const FILMS = [
  title('The Star Wars Holiday Special', { rating: 3, genreIds: [1] }),
  title('Wars of the Stars', { rating: 9.5 }),
  title('Star Wars: The Empire Strikes Back', { rating: 9, year: 1980, showTypeIds: [7] }),
  title('Star Wars', { rating: 8, year: 1977, genreIds: [1, 2] }),
  title('Starship Troopers', { rating: 7, year: null }),
  title('Coração Valente', { rating: 7, genreIds: [2] }),
  title('Coracao Selvagem', { rating: 6, type: 1 }),
  title('São Paulo, Sociedade Anônima', { rating: null }),
];
const index = buildTitleIndex([...FILMS].reverse());
const names = (ids: number[]) => ids.map((id) => FILMS.find((film) => film.id === id)!.title);
const search = (text: string, filter = {}, limit = 50) =>
  names(index.query({ title: text, ...filter }, {}, 1, limit).ids);

describe('title index search', () => {
  it('ignores case and Portuguese accents', () => {
    for (const text of ['coracao', 'CORAÇÃO', 'Coração', 'coração']) {
      expect(search(text).sort()).toEqual(['Coracao Selvagem', 'Coração Valente']);
    }
    expect(search('sao paulo')).toEqual(['São Paulo, Sociedade Anônima']);
  });

  it('needs every query word to start some word of the title', () => {
    expect(search('tar')).toEqual([]);
    expect(search('star zzz')).toEqual([]);
    expect(search('anonima soc')).toEqual(['São Paulo, Sociedade Anônima']);
  });

  it('ranks the exact title, then titles starting with the query, then the rest by rating', () => {
    expect(search('star wars')).toEqual([
      'Star Wars',
      'Star Wars: The Empire Strikes Back',
      'Wars of the Stars',
      'The Star Wars Holiday Special',
    ]);
    expect(search('Star')).toEqual([
      'Star Wars: The Empire Strikes Back',
      'Star Wars',
      'Starship Troopers',
      'Wars of the Stars',
      'The Star Wars Holiday Special',
    ]);
  });

  it('puts a title starting with the query as whole words before one where it starts a longer word', () => {
    const films = [
      title('Leonard Part 6', { rating: 9 }),
      title('Léon: The Professional', { rating: 8 }),
      title('The Name Is Leonidas', { rating: 9.9 }),
    ];
    const leon = buildTitleIndex(films);
    const found = leon.query({ title: 'leon' }, {}, 1, 10).ids;
    expect(found.map((id) => films.find((film) => film.id === id)!.title)).toEqual([
      'Léon: The Professional',
      'Leonard Part 6',
      'The Name Is Leonidas',
    ]);
  });

  it('finds nothing for a query with no letters or digits', () => {
    expect(search('%%')).toEqual([]);
    expect(search('- !')).toEqual([]);
  });

  it('honours the type, genre and show-type filters alongside the search', () => {
    expect(search('cora', { type: 0 })).toEqual(['Coração Valente']);
    expect(search('cora', { type: 'all' })).toHaveLength(2);
    expect(search('star', { genreIds: [1] })).toEqual([
      'Star Wars',
      'The Star Wars Holiday Special',
    ]);
    expect(search('star', { genreIds: [1], showTypeIds: [7] })).toEqual([]);
    expect(search('star', { showTypeIds: [7, 8] })).toEqual(['Star Wars: The Empire Strikes Back']);
  });

  it('pages the ranked results and counts them all', () => {
    const second = index.query({ title: 'star' }, {}, 2, 2);
    expect(names(second.ids)).toEqual(['Starship Troopers', 'Wars of the Stars']);
    expect(second.total).toBe(5);
    expect(index.query({ title: 'star' }, {}, 4, 2)).toEqual({ ids: [], total: 5 });
  });
});

describe('title index lists', () => {
  it('lists by id when no order is asked for', () => {
    const { ids, total } = index.query({}, {}, 1, 3);
    expect(ids).toEqual(FILMS.slice(0, 3).map((film) => film.id));
    expect(total).toBe(FILMS.length);
  });

  it('puts null years last ascending and first descending, as PostgreSQL does', () => {
    const ascending = names(index.query({}, { year: 'asc' }, 1, 10).ids);
    expect(ascending.slice(0, 2)).toEqual(['Star Wars', 'Star Wars: The Empire Strikes Back']);
    expect(ascending.at(-1)).toBe('Starship Troopers');
    const descending = names(index.query({}, { year: 'desc' }, 1, 10).ids);
    expect(descending[0]).toBe('Starship Troopers');
    expect(descending.at(-1)).toBe('Star Wars');
  });

  it('sorts the search ranks first, then the asked-for order', () => {
    expect(search('star', { genreIds: [1, 2] })).toEqual([
      'Star Wars',
      'The Star Wars Holiday Special',
    ]);
    const byYear = index.query({ title: 'star' }, { year: 'asc' }, 1, 10);
    expect(names(byYear.ids)).toEqual([
      'Star Wars',
      'Star Wars: The Empire Strikes Back',
      'Starship Troopers',
      'Wars of the Stars',
      'The Star Wars Holiday Special',
    ]);
  });

  it('filters by a year range, leaving out titles with no year', () => {
    expect(names(index.query({ years: [1970, 1985] }, { year: 'asc' }, 1, 10).ids)).toEqual([
      'Star Wars',
      'Star Wars: The Empire Strikes Back',
    ]);
  });

  it('finds one title by id, and nothing for an unknown id', () => {
    const film = FILMS[3]!;
    expect(index.query({ id: film.id }, {}, 1, 24)).toEqual({ ids: [film.id], total: 1 });
    expect(index.query({ id: film.id, type: 1 }, {}, 1, 24)).toEqual({ ids: [], total: 0 });
    expect(index.query({ id: 999_999 }, {}, 1, 24)).toEqual({ ids: [], total: 0 });
  });

  it('lists the episodes of a season by episode number', () => {
    const episodes = [3, 1, 2].map((number) =>
      title(`Episode ${number}`, { type: 1, seasonId: 5, episodeNumber: number }),
    );
    const seasonIndex = buildTitleIndex([...episodes, title('Elsewhere', { seasonId: 6 })]);
    const page = seasonIndex.query({ seasonId: 5, type: 1 }, { episode_number: 'asc' }, 1, 24);
    expect(page.ids).toEqual([episodes[1]!.id, episodes[2]!.id, episodes[0]!.id]);
    expect(seasonIndex.query({ seasonId: 5, episodeNumber: 2 }, {}, 1, 24).ids).toEqual([
      episodes[2]!.id,
    ]);
  });

  it('breaks ties of equal creation times by id', () => {
    const same = [title('B'), title('A'), title('C')];
    const tied = buildTitleIndex(same);
    expect(tied.query({}, { created: 'desc' }, 1, 3).ids).toEqual(same.map((film) => film.id));
  });

  it('orders titles by code point, as the C collation does', () => {
    const films = ['b', 'Zorro', 'Ação', 'Acao', 'a', '𝔸lpha', '\uffe0'].map((name) => title(name));
    const byTitle = buildTitleIndex(films).query({}, { title: 'asc' }, 1, 10);
    expect(byTitle.ids.map((id) => films.find((film) => film.id === id)!.title)).toEqual([
      'Acao',
      'Ação',
      'Zorro',
      'a',
      'b',
      '\uffe0',
      '𝔸lpha',
    ]);
  });
});

describe('title index for a kids profile', () => {
  const rated = ['G', 'pg', 'PG-13', 'R', 'TV-Y7', '8+', null, 'XYZ'].map((code) =>
    title(`Rated ${code}`, { parentalCode: code, genreIds: [4] }),
  );
  const kidsIndex = buildTitleIndex(rated);
  const codesOf = (ids: number[]) =>
    ids.map((id) => rated.find((film) => film.id === id)!.parentalCode);

  it('lists only titles rated within the ceiling, and counts only them', () => {
    const page = kidsIndex.query({ maturityCeiling: 'PG', genreIds: [4] }, {}, 1, 24);
    expect(codesOf(page.ids)).toEqual(['G', 'pg', 'TV-Y7', '8+']);
    expect(page.total).toBe(4);
    expect(codesOf(kidsIndex.query({ maturityCeiling: 'G' }, {}, 1, 24).ids)).toEqual(['G']);
    expect(kidsIndex.query({ maturityCeiling: 'PG-13' }, {}, 1, 24).total).toBe(5);
  });

  it('finds no title above the ceiling by id or by search, as if it did not exist', () => {
    const adult = rated[3]!;
    expect(kidsIndex.query({ id: adult.id, maturityCeiling: 'PG' }, {}, 1, 1).total).toBe(0);
    const found = kidsIndex.query({ title: 'rated', maturityCeiling: 'PG' }, {}, 1, 24);
    expect(codesOf(found.ids).sort()).toEqual(['8+', 'G', 'TV-Y7', 'pg']);
    expect(kidsIndex.query({ id: adult.id }, {}, 1, 1).ids).toEqual([adult.id]);
  });

  it('lets nothing through a ceiling it does not know', () => {
    expect(kidsIndex.query({ maturityCeiling: 'nonsense' }, {}, 1, 24).total).toBe(0);
  });
});
