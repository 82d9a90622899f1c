import { describe, expect, it } from 'vitest';
import { searchText } from './search-text.js';
import { buildTitleSnapshot, seasonNames, seasonsByShow } from './snapshot-builder.js';
import type { IndexedTitle } from './title-columns.js';
import type { RelationNames } from './title-index-repository.js';

function title(id: number, name: string, genreIds: number[], showTypeIds: number[]) {
  return {
    id,
    type: null,
    title: name,
    searchText: searchText(name),
    year: null,
    rating: null,
    createdAt: id,
    episodeNumber: null,
    seasonId: null,
    genreIds,
    showTypeIds,
    parentalCode: null,
  } satisfies IndexedTitle;
}

const titles = [
  title(2, 'Second', [11, 10], []),
  title(1, 'First', [10], [20]),
  title(3, 'Third', [], []),
];
// By name, as the SQL sorts them: Action (11) before Drama (10).
const names: RelationNames = {
  genres: [
    { id: 11, name: 'Action' },
    { id: 10, name: 'Drama' },
  ],
  showTypes: [{ id: 20, name: 'Series' }],
  seasons: [
    { id: 31, showId: 1, name: 'Season 1', number: 1 },
    { id: 32, showId: 1, name: 'Season 2', number: 2 },
    { id: 33, showId: 2, name: 'Only', number: 1 },
  ],
};

/** Rows that name their title, and the ids each read asked for. */
function rowLoader() {
  const reads: number[][] = [];
  const load = (ids: number[]) => {
    reads.push(ids);
    return Promise.resolve(new Map(ids.map((id) => [id, `row ${id}`])));
  };
  return { reads, load };
}

describe('buildTitleSnapshot', () => {
  it('builds both kinds alike: the index, genre and show type names by name, rows on demand', async () => {
    for (const seasonsOf of [seasonNames, seasonsByShow] as ((names: RelationNames) => unknown)[]) {
      const { reads, load } = rowLoader();
      const snapshot = buildTitleSnapshot(7, titles, names, seasonsOf, load);
      expect(snapshot.version).toBe(7);
      expect(snapshot.index.size).toBe(3);
      expect(snapshot.index.query({}, { title: 'asc' }, 1, 10)).toEqual({
        ids: [1, 2, 3],
        total: 3,
      });
      expect(snapshot.relations.genres).toEqual(
        new Map([
          [2, [names.genres[0], names.genres[1]]],
          [1, [names.genres[1]]],
        ]),
      );
      expect(snapshot.relations.showTypes).toEqual(new Map([[1, [names.showTypes[0]]]]));
      await snapshot.warmed;
      expect(reads.flat().sort()).toEqual([1, 2, 3]);
      expect(await snapshot.rows.get([3, 1])).toEqual(['row 3', 'row 1']);
      expect(snapshot.changed.newestOf([1, 2, 3])).toBe(0);
    }
  });

  it('gives films and episodes their season names, by season id', () => {
    const snapshot = buildTitleSnapshot(1, titles, names, seasonNames, rowLoader().load);
    expect(snapshot.relations.seasons).toEqual(
      new Map([
        [31, 'Season 1'],
        [32, 'Season 2'],
        [33, 'Only'],
      ]),
    );
  });

  it('gives TV shows their seasons, by show id', () => {
    const snapshot = buildTitleSnapshot(1, titles, names, seasonsByShow, rowLoader().load);
    expect(snapshot.relations.seasons).toEqual(
      new Map([
        [
          1,
          [
            { id: 31, name: 'Season 1', number: 1 },
            { id: 32, name: 'Season 2', number: 2 },
          ],
        ],
        [2, [{ id: 33, name: 'Only', number: 1 }]],
      ]),
    );
  });
});
