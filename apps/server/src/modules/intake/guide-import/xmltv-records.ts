// The records an XMLTV guide is read into (parse-xmltv.ts), and its batches.

/** A text in a language; `lang` is null where the guide does not say. */
export interface LangText {
  lang: string | null;
  text: string;
}

export interface XmltvChannel {
  id: string;
  displayNames: string[];
  /** Logical channel number, when the guide gives a whole number. */
  lcn?: number;
  icon?: string;
  /** 1-based line of the element in the (uncompressed) file. */
  line: number;
}

export interface XmltvProgramme {
  channelId: string;
  start: Date;
  /** Null when the guide gives none; normaliseProgrammes fills it from the next programme. */
  stop: Date | null;
  /**
   * Empty when the guide's <title/> is: such a programme still holds its slot in the grid
   * (the NZ guide has four, "Program information unavailable"), so it is kept, not rejected.
   */
  titles: LangText[];
  subTitles: LangText[];
  descs: LangText[];
  categories: LangText[];
  /** The most readable numbering given: onscreen, else xmltv_ns, else the first. */
  episodeNum?: { system: string | null; value: string };
  rating?: { system: string | null; value: string };
  icon?: string;
  line: number;
}

export interface XmltvRejection {
  file: string;
  line: number;
  reason: string;
}

/** What one stretch of the input produced. */
export interface XmltvBatch {
  channels: XmltvChannel[];
  programmes: XmltvProgramme[];
  rejected: XmltvRejection[];
  /** Characters XML forbids (control characters, U+FFFE, U+FFFF) skipped in this stretch. */
  skippedCharacters: number;
}

/** A whole guide: every batch put together. */
export type XmltvGuide = XmltvBatch;

/** A file that is not well-formed XML or not an XMLTV guide: the whole import stops. */
export class XmltvFormatError extends Error {}

export const emptyBatch = (): XmltvBatch => ({
  channels: [],
  programmes: [],
  rejected: [],
  skippedCharacters: 0,
});
