import type { ChannelCategory } from '@marquee/contract';
import type { CategoryRow } from './channel-repository.js';

/**
 * The channel categories as a tree, each level in the operators' order then by name, keeping only categories that hold
 * channels themselves or below them. A category whose parent is unknown is a root; one caught
 * in a cycle of parents is left out, as no root leads to it.
 */
export function categoryTree(rows: readonly CategoryRow[]): ChannelCategory[] {
  const known = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && known.has(row.parentId) ? row.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const build = (parent: number | null): ChannelCategory[] =>
    (childrenOf.get(parent) ?? [])
      .map((row) => ({ row, children: build(row.id) }))
      .filter(({ row, children }) => row.holdsChannels || children.length > 0)
      .sort(
        (a, b) =>
          (a.row.position ?? 0) - (b.row.position ?? 0) ||
          byName(a.row.name, b.row.name) ||
          a.row.id - b.row.id,
      )
      .map(({ row, children }) => ({ id: row.id, name: row.name, children }));
  return build(null);
}

/** Names by their letters, whatever their case and accents: "Música" beside "Movies". */
const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byName = (a: string, b: string) => names.compare(a, b);
