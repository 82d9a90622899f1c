// What an M3U channel list is read into (parse-m3u.ts), and the refusal of a file that is not one.

/** One channel of the list, as the file describes it. */
export interface ParsedChannel {
  /** 1-based line of the entry's #EXTINF. */
  line: number;
  /** The number after #EXTINF: (-1 for a live stream). */
  duration: number;
  /** tvg-id, the key into an XMLTV guide; null when absent or empty. */
  tvgId: string | null;
  tvgName: string | null;
  /** The text after the first comma outside quotes; may itself hold commas. */
  name: string;
  /** tvg-logo. */
  logo: string | null;
  /** group-title split on `;`, then the #EXTGRP lines of the entry, without repeats. */
  groups: string[];
  url: string;
  /**
   * Catch-up mode, lower-cased, aliases by their name (fs is flussonic, timeshift is shift):
   * default, append, shift, flussonic, xc, … Unknown modes are kept as written.
   */
  catchup: string | null;
  catchupDays: number | null;
  catchupSource: string | null;
  /** tvg-shift: hours to move the guide's times by, may be fractional or negative. */
  tvgShift: number | null;
}

export interface M3uRejection {
  file: string;
  /** 1-based line of the fault: the #EXTINF, or the URL line when the URL is bad. */
  line: number;
  reason: string;
}

/** A file that is not an M3U channel list at all: the whole import stops. */
export class M3uFormatError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    problem: string,
  ) {
    super(`${file}: not an M3U channel list: ${problem} at line ${line}`);
    this.name = 'M3uFormatError';
  }
}
