// The words of a title index (title-index.ts): every distinct word of the titles, sorted, so a
// query word's prefix matches are one range of ids.

/** A stored `search_text` (" star wars") as its words. */
export const wordsOf = (searchText: string) =>
  searchText.split(' ').filter((word) => word.length > 0);

/** The dictionary words a query word stands for: ids `from` up to `to`; `exact` is its own. */
export interface WordRange {
  from: number;
  to: number;
  /** The id of the query word itself, or -1 when no title has it. */
  exact: number;
}

/**
 * The distinct words of all titles, sorted, so the words starting with a prefix have
 * consecutive ids; the positions of the titles holding each word; and each title's words as
 * ids (`wordIds` from `wordStarts[position]` to `wordStarts[position + 1]`).
 */
export function buildDictionary(titleWords: string[][]) {
  const words = [...new Set(titleWords.flat())].sort();
  const idOf = new Map(words.map((word, id) => [word, id]));
  const lists = words.map((): number[] => []);
  const wordStarts = new Int32Array(titleWords.length + 1);
  const wordIds = new Int32Array(titleWords.reduce((sum, list) => sum + list.length, 0));
  titleWords.forEach((list, position) => {
    let at = wordStarts[position]!;
    for (const word of list) {
      const id = idOf.get(word)!;
      wordIds[at] = id;
      at += 1;
      const postings = lists[id]!;
      if (postings.at(-1) !== position) postings.push(position);
    }
    wordStarts[position + 1] = at;
  });

  /** The first word not before `text`. */
  function lowerBound(text: string): number {
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle]! < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  return {
    postings: lists.map((list) => Int32Array.from(list)),
    wordIds,
    wordStarts,
    rangeOf(prefix: string): WordRange {
      const from = lowerBound(prefix);
      let to = from;
      while (to < words.length && words[to]!.startsWith(prefix)) to += 1;
      return { from, to, exact: words[from] === prefix ? from : -1 };
    },
  };
}
