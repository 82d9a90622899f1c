import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, listOf, tvShowSchema, vodItemSchema } from '@marquee/contract';
import { genres, showGenres, shows, vodGenres, vods } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { bumpCatalogueVersion } from './catalogue-version.js';
import { searchText } from './search-text.js';

let t: TestApp;
let token: string;
const ids: Record<string, number> = {};
let genreId = 0;

// Titles chosen to tell the ranks apart; the seeded demo films hold none of these words.
const FILMS = [
  { title: 'The Star Wars Holiday Special', rating: 3 },
  { title: 'Wars of the Stars', rating: 9.5 },
  { title: 'Star Wars: The Empire Strikes Back', rating: 9 },
  { title: 'Star Wars', rating: 8, genre: true },
  { title: 'Starship Troopers', rating: 7 },
  { title: 'Coração Valente', rating: 7, genre: true },
  { title: 'Coracao Selvagem', rating: 6 },
  { title: 'Leonard Part 6', rating: 9 },
  { title: 'Léon: The Professional', rating: 8 },
];

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
  const { db } = t.database;
  const [genre] = await db.insert(genres).values({ name: 'Search test' }).returning();
  genreId = genre!.id;
  for (const film of FILMS) {
    const [row] = await db
      .insert(vods)
      .values({
        type: 0,
        title: film.title,
        searchText: searchText(film.title),
        rating: film.rating,
      })
      .returning({ id: vods.id });
    ids[film.title] = row!.id;
    if (film.genre) await db.insert(vodGenres).values({ vodId: row!.id, genreId });
  }
  const [show] = await db
    .insert(shows)
    .values({ title: 'Coração de Ouro', searchText: searchText('Coração de Ouro') })
    .returning({ id: shows.id });
  ids['Coração de Ouro'] = show!.id;
  await db.insert(showGenres).values({ showId: show!.id, genreId });
  await bumpCatalogueVersion(db);
});
afterAll(() => t.close());

const films = async (query: string) => {
  const response = await t.call({ url: `/api/vods/list?filter[type]=0&${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(listOf(vodItemSchema)).parse(response.json()).data!;
};
const titles = async (query: string) => (await films(query)).items.map((item) => item.title);
const q = (text: string) => `filter[title]=${encodeURIComponent(text)}`;

describe('title search on GET /vods/list', () => {
  it('ignores case and accents: "coracao", "CORAÇÃO" and "Coração" find the same films', async () => {
    const expected = ['Coração Valente', 'Coracao Selvagem'];
    for (const text of ['coracao', 'CORAÇÃO', 'Coração', 'coração']) {
      expect((await titles(q(text))).sort()).toEqual([...expected].sort());
    }
  });

  it('matches word prefixes: "sta wa" finds every title with a "sta…" and a "wa…" word', async () => {
    expect((await titles(q('sta wa'))).sort()).toEqual(
      [
        'Star Wars',
        'Star Wars: The Empire Strikes Back',
        'The Star Wars Holiday Special',
        'Wars of the Stars',
      ].sort(),
    );
  });

  it('needs every query word to start some word of the title', async () => {
    expect(await titles(q('tar'))).toEqual([]);
    expect(await titles(q('star zzz'))).toEqual([]);
    expect(await titles(q('ship'))).toEqual([]);
  });

  it('ranks the exact title first, then titles starting with the query, then the rest by rating', async () => {
    expect(await titles(q('star wars'))).toEqual([
      'Star Wars',
      'Star Wars: The Empire Strikes Back',
      'Wars of the Stars',
      'The Star Wars Holiday Special',
    ]);
    // Equal ranks fall back to the rating: the best-rated title starting with "star" leads.
    expect(await titles(q('Star'))).toEqual([
      'Star Wars: The Empire Strikes Back',
      'Star Wars',
      'Starship Troopers',
      'Wars of the Stars',
      'The Star Wars Holiday Special',
    ]);
  });

  it('puts "Léon: The Professional" before the better rated "Leonard Part 6" for "leon"', async () => {
    expect(await titles(q('leon'))).toEqual(['Léon: The Professional', 'Leonard Part 6']);
  });

  it('keeps the ranked order across pages and accepts limit=200', async () => {
    const all = await titles(`${q('star')}&limit=200`);
    expect(all).toHaveLength(5);
    const second = await films(`${q('star')}&limit=2&page=2`);
    expect(second.items.map((item) => item.title)).toEqual(all.slice(2, 4));
    expect(second.pager).toEqual({ page: 2, pageCount: 3, count: 5 });
  });

  it('honours the genre filter', async () => {
    expect(await titles(`${q('star')}&filter[genre_id][0]=${genreId}`)).toEqual(['Star Wars']);
    expect(await titles(`${q('cor')}&filter[genre_id][0]=${genreId}`)).toEqual(['Coração Valente']);
  });

  it('finds nothing for a query with no letters or digits', async () => {
    expect(await titles(q('%%'))).toEqual([]);
    expect(await titles(q('- !'))).toEqual([]);
  });
});

describe('title search on GET /multi-event-vods/list', () => {
  const showTitles = async (query: string) => {
    const response = await t.call({ url: `/api/multi-event-vods/list?${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return envelope(listOf(tvShowSchema))
      .parse(response.json())
      .data!.items.map((item) => item.title);
  };

  it('finds series by accent-free word prefixes and honours the genre filter', async () => {
    expect(await showTitles(q('CORACAO de'))).toEqual(['Coração de Ouro']);
    expect(await showTitles(`${q('ouro')}&filter[genre_id][0]=${genreId}`)).toEqual([
      'Coração de Ouro',
    ]);
    expect(await showTitles(`${q('ouro')}&filter[genre_id][0]=${genreId + 999}`)).toEqual([]);
  });
});
