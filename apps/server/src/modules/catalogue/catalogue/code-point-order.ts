// Text in the order of PostgreSQL's C collation, for the title index's title order.

/**
 * Each title's place in code-point order: the order of PostgreSQL's C collation, which PGlite
 * and a default PostgreSQL use. Equal titles share a place.
 */
export function rankByCodePoints(titles: string[]): Int32Array {
  const order = Array.from(titles.keys()).sort((a, b) => compareCodePoints(titles[a]!, titles[b]!));
  const rank = new Int32Array(titles.length);
  let current = -1;
  order.forEach((position, index) => {
    if (index === 0 || titles[position] !== titles[order[index - 1]!]) current += 1;
    rank[position] = current;
  });
  return rank;
}

/** Compares by code point: JavaScript's `<` compares UTF-16 units, which differ above U+FFFF. */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const x = a.charCodeAt(index);
    const y = b.charCodeAt(index);
    if (x !== y) return codePointOrder(x) - codePointOrder(y);
  }
  return a.length - b.length;
}

/** Moves surrogates (characters above U+FFFF) past U+E000..U+FFFF, where code points put them. */
function codePointOrder(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  return unit >= 0xe000 ? unit - 0x800 : unit;
}
