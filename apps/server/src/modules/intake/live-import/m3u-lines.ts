// The bytes of a channel list as numbered lines of text (parse-m3u.ts): a file that is not UTF-8
// text is refused with the line where it stops being text.
import { M3uFormatError } from './m3u-records.js';

/** The lines of `text` with their 1-based numbers, split on CRLF, LF or a lone CR, BOM dropped. */
export function* linesOf(text: string): Generator<{ line: number; text: string }> {
  const breaks = /\r\n|\r|\n/g;
  const start = text.startsWith('\uFEFF') ? 1 : 0;
  breaks.lastIndex = start;
  let from = start;
  let line = 1;
  for (let found = breaks.exec(text); found; found = breaks.exec(text)) {
    yield { line: line++, text: text.slice(from, found.index) };
    from = breaks.lastIndex;
  }
  yield { line, text: text.slice(from) };
}

/** UTF-8 text without its BOM, or M3uFormatError at the first line that is not text. */
export function decode(file: string, bytes: Uint8Array): string {
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    throw new M3uFormatError(file, lineAt(bytes, nul), 'binary data (a NUL byte)');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new M3uFormatError(file, firstInvalidLine(bytes), 'not UTF-8 text');
  }
}

/** Line breaks are ASCII, so bytes split into lines the way the text does. */
function lineStarts(bytes: Uint8Array): number[] {
  const starts = [0];
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) i++;
    if (bytes[i] === 0x0a || bytes[i] === 0x0d) starts.push(i + 1);
  }
  return starts;
}

function lineAt(bytes: Uint8Array, offset: number): number {
  return lineStarts(bytes).filter((start) => start <= offset).length;
}

function firstInvalidLine(bytes: Uint8Array): number {
  const starts = lineStarts(bytes);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let line = 0; line < starts.length; line++) {
    try {
      decoder.decode(bytes.subarray(starts[line], starts[line + 1] ?? bytes.length));
    } catch {
      return line + 1;
    }
  }
  return starts.length;
}
