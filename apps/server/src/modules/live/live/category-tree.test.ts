import { describe, expect, it } from 'vitest';
import { categoryTree } from './category-tree.js';

const row = (id: number, name: string, parentId: number | null, holdsChannels: boolean) => ({
  id,
  name,
  parentId,
  holdsChannels,
});

describe('categoryTree', () => {
  it('orders each level by name whatever the case and accents', () => {
    const tree = categoryTree([
      row(1, 'news', null, true),
      row(2, 'Música', null, true),
      row(3, 'Movies', null, true),
    ]);
    expect(tree.map((category) => category.name)).toEqual(['Movies', 'Música', 'news']);
  });

  it('keeps a category without channels of its own when one below it has some', () => {
    const tree = categoryTree([
      row(1, 'Kids', null, false),
      row(2, 'Cartoons', 1, false),
      row(3, 'Anime', 2, true),
      row(4, 'Archive', null, false),
    ]);
    expect(tree).toEqual([
      {
        id: 1,
        name: 'Kids',
        children: [{ id: 2, name: 'Cartoons', children: [{ id: 3, name: 'Anime', children: [] }] }],
      },
    ]);
  });

  it('makes a category whose parent is gone a root, and leaves out a cycle of parents', () => {
    const tree = categoryTree([
      row(1, 'Orphan', 99, true),
      row(2, 'Loop A', 3, true),
      row(3, 'Loop B', 2, true),
    ]);
    expect(tree).toEqual([{ id: 1, name: 'Orphan', children: [] }]);
  });
});
