// Title search works on a normalised copy of each title, computed here in application code so
// PostgreSQL and PGlite see identical text (PGlite has no ICU, and unaccent would need a
// dictionary on both) and a query is folded by exactly the same function as the titles.

const COMBINING_MARKS = /\p{M}+/gu;
// Anything that is not a letter or a digit separates words: "Spider-Man: No Way Home".
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** The words of a text, lower-cased with accents folded ("Coração!" -> ["coracao"]). */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(COMBINING_MARKS, '')
      .toLowerCase()
      // Letters NFD does not decompose, so "Ærø" and "Straße" still match "aero", "strasse".
      .replace(/æ/g, 'ae')
      .replace(/ø/g, 'o')
      .replace(/ß/g, 'ss')
      .replace(/œ/g, 'oe')
      .replace(/ł/g, 'l')
      .replace(SEPARATORS, ' ')
      .trim()
      .split(' ')
      .filter((word) => word.length > 0)
  );
}

/**
 * The stored `search_text` of a title: its words after one leading space each
 * (" star wars"), so "some word starts with w" is the single pattern `% w%`, which a trigram
 * index answers for prefixes of any length.
 */
export function searchText(title: string): string {
  return searchWords(title)
    .map((word) => ` ${word}`)
    .join('');
}
