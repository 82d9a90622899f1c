// Which of a programme's texts the guide keeps. XMLTV allows a title, description and category
// in several languages; a programme row holds one of each.

import type { LangText, XmltvProgramme } from './xmltv-records.js';

/** The texts a programme row keeps. */
export interface ProgrammeTexts {
  title: string;
  description: string | null;
  category: string | null;
}

/**
 * The first title, whatever its language: XMLTV guides list the main title first (the
 * broadcast's own, then translations), and no tenant language is known at import time. The
 * description and category are the first in that title's language, else the first given, so
 * a row never mixes a Māori title with an English description when the guide has both.
 */
export function programmeTexts(
  programme: Pick<XmltvProgramme, 'titles' | 'descs' | 'categories'>,
): ProgrammeTexts {
  const title = programme.titles[0];
  const inTitleLanguage = (list: LangText[]) =>
    (list.find((entry) => entry.lang === (title?.lang ?? null)) ?? list[0])?.text ?? null;
  return {
    title: title?.text ?? '',
    description: inTitleLanguage(programme.descs),
    category: inTitleLanguage(programme.categories),
  };
}
