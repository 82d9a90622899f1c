// The limits a guide is read within, so that no file, however built, fills the memory: saxes
// holds a whole text node, attribute value or comment as one string until it ends, and a
// gzipped guide of a few megabytes can expand to gigabytes.
// - a guide over MAX_GUIDE_BYTES (1 GiB) uncompressed is refused when reading reaches it
//   (xmltv-bytes.ts);
// - a text node, CDATA section or attribute value over MAX_TEXT_LENGTH (65,536 characters) is
//   cut there before saxes sees the rest, and the channel or programme holding it is rejected
//   (xmltv-builder.ts); so is one holding more than MAX_RECORD_TEXT (1 MiB) of text in all;
// - a tag over MAX_TAG_LENGTH (1 MiB, its attributes cut as above) or elements nested deeper
//   than MAX_DEPTH (16; XMLTV needs 5) refuse the file;
// - comments and processing instructions are dropped unread, their line breaks counted.
import { XmltvFormatError } from './xmltv-records.js';

export const MAX_GUIDE_BYTES = 1024 ** 3;
export const MAX_TEXT_LENGTH = 65_536;
export const MAX_RECORD_TEXT = 1024 ** 2;
export const MAX_TAG_LENGTH = 1024 ** 2;
export const MAX_DEPTH = 16;

/** What the limiter passes on: text for saxes, and what it left out. */
export interface LimitedSink {
  text(piece: string): void;
  /** A text node or CDATA section ('text') or an attribute value ('attribute') was cut. */
  cut(what: 'text' | 'attribute'): void;
  /** Line breaks left out, for the lines saxes counts to stay the file's. */
  lines(count: number): void;
}

const enum State {
  Text,
  /** After '<', until it is known what opens. */
  Open,
  Tag,
  Value,
  Comment,
  Cdata,
  Instruction,
}

const LT = 0x3c;
const GT = 0x3e;
const AMP = 0x26;
const SEMI = 0x3b;
const NEWLINE = 0x0a;
const DASH = 0x2d;
const BRACKET = 0x5d;
const QUESTION = 0x3f;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
// A cut waits for an entity reference to end, so as not to break it; a longer one is not XML.
const LONGEST_ENTITY = 40;

/**
 * Passes XML text on to saxes within the limits above, chunk by chunk, in one pass and
 * without holding more than a few characters between chunks.
 */
export class XmlLimiter {
  private state = State.Text;
  /** Characters in the current text, CDATA or attribute value: the run a cut limits. */
  private run = 0;
  private cutting = false;
  /** Characters since an unended '&', or -1. */
  private entity = -1;
  private tagLength = 0;
  private quote = 0;
  /** The '<' and what follows it while State.Open decides. */
  private held = '';
  /** The two characters before the current one, for the ends of comments, CDATA and PIs. */
  private previous = 0;
  private beforePrevious = 0;

  /** `line` says which line of the file saxes has reached, for a refusal to name. */
  constructor(
    private readonly file: string,
    private readonly line: () => number,
  ) {}

  feed(chunk: string, sink: LimitedSink): void {
    // Kept characters leave as slices from `from`; -1 while characters are left out.
    let from = this.leavingOut() ? -1 : 0;
    let skippedLines = 0;
    const stop = (at: number) => {
      if (from !== -1 && at > from) sink.text(chunk.slice(from, at));
      from = -1;
    };
    const flushLines = () => {
      if (skippedLines > 0) sink.lines(skippedLines);
      skippedLines = 0;
    };
    let i = 0;
    while (i < chunk.length) {
      if (this.cutting && this.state !== State.Cdata) {
        // What is cut is skipped natively: a bomb's text node goes by at memory speed.
        const end = chunk.indexOf(
          this.state === State.Text ? '<' : String.fromCharCode(this.quote),
          i,
        );
        const until = end === -1 ? chunk.length : end;
        skippedLines += lineBreaks(chunk.slice(i, until));
        if (until > i) {
          this.beforePrevious = until - i > 1 ? chunk.charCodeAt(until - 2) : this.previous;
          this.previous = chunk.charCodeAt(until - 1);
        }
        i = until;
        if (end === -1) break;
      }
      if (this.state === State.Text && !this.cutting && this.run < MAX_TEXT_LENGTH) {
        // Text up to the limit is passed over natively too.
        const end = chunk.indexOf('<', i);
        const until = Math.min(end === -1 ? chunk.length : end, i + MAX_TEXT_LENGTH - this.run);
        this.entity = entityAfter(chunk, i, until, this.entity);
        this.run += until - i;
        i = until;
        if (i === chunk.length) break;
      }
      const code = chunk.charCodeAt(i);
      switch (this.state) {
        case State.Text:
        case State.Value:
        case State.Cdata: {
          const ends =
            this.state === State.Text
              ? code === LT
              : this.state === State.Value
                ? code === this.quote
                : code === GT && this.previous === BRACKET && this.beforePrevious === BRACKET;
          if (ends) {
            if (this.cutting) {
              flushLines();
              if (this.state === State.Cdata) sink.text(']]>');
              from = this.state === State.Cdata ? i + 1 : i;
            }
            this.cutting = false;
            this.entity = -1;
            if (this.state === State.Text) {
              stop(i);
              this.state = State.Open;
              this.held = '<';
            } else {
              this.state = this.state === State.Value ? State.Tag : State.Text;
              this.tagLength += 1;
            }
            this.run = 0;
            break;
          }
          if (this.cutting) {
            if (code === NEWLINE) skippedLines += 1;
            break;
          }
          if (this.run >= MAX_TEXT_LENGTH && (this.entity < 0 || this.entity > LONGEST_ENTITY)) {
            stop(i);
            this.cutting = true;
            sink.cut(this.state === State.Value ? 'attribute' : 'text');
            if (code === NEWLINE) skippedLines += 1;
            break;
          }
          this.run += 1;
          if (this.state === State.Value) this.tagLength += 1;
          if (this.state !== State.Cdata) {
            if (code === AMP) this.entity = 0;
            else if (code === SEMI) this.entity = -1;
            else if (this.entity >= 0) this.entity += 1;
          }
          break;
        }
        case State.Open: {
          const next = this.held + chunk[i]!;
          if (next === '<?') {
            this.state = State.Instruction;
          } else if (next === '<!--') {
            this.state = State.Comment;
          } else if (next === '<![CDATA[') {
            this.state = State.Cdata;
            this.run = 0;
            flushLines();
            sink.text(next);
            from = i + 1;
          } else if ('<!--'.startsWith(next) || '<![CDATA['.startsWith(next)) {
            this.held = next;
          } else {
            // A tag, an end tag or a declaration: what was held goes on, and this character is
            // read again as part of the tag.
            flushLines();
            sink.text(this.held);
            from = i;
            this.state = State.Tag;
            this.tagLength = this.held.length;
            continue;
          }
          if (this.state !== State.Open) this.held = '';
          break;
        }
        case State.Tag:
          this.tagLength += 1;
          if (this.tagLength > MAX_TAG_LENGTH) {
            stop(i);
            throw new XmltvFormatError(
              `${this.file}: a tag longer than ${MAX_TAG_LENGTH.toLocaleString('en')} characters at line ${this.line()}`,
            );
          }
          if (code === QUOTE || code === APOSTROPHE) {
            this.state = State.Value;
            this.quote = code;
            this.run = 0;
          } else if (code === GT) {
            this.state = State.Text;
            this.run = 0;
          }
          break;
        case State.Comment:
        case State.Instruction: {
          if (code === NEWLINE) skippedLines += 1;
          const ends =
            code === GT &&
            (this.state === State.Comment
              ? this.previous === DASH && this.beforePrevious === DASH
              : this.previous === QUESTION);
          if (ends) {
            this.state = State.Text;
            this.run = 0;
            flushLines();
            from = i + 1;
          }
          break;
        }
      }
      this.beforePrevious = this.previous;
      this.previous = code;
      i += 1;
    }
    stop(chunk.length);
    flushLines();
  }

  private leavingOut(): boolean {
    return (
      this.cutting ||
      this.state === State.Open ||
      this.state === State.Comment ||
      this.state === State.Instruction
    );
  }
}

/** Characters since an unended '&' at `end`, given the count at `start` (-1: none open). */
function entityAfter(chunk: string, start: number, end: number, before: number): number {
  // A slice, so that the searches stay within the text passed over.
  const text = chunk.slice(start, end);
  const amp = text.lastIndexOf('&');
  const semi = text.lastIndexOf(';');
  if (amp > semi) return text.length - amp - 1;
  return before >= 0 && semi === -1 ? before + text.length : -1;
}

/** Line breaks in `text`. */
function lineBreaks(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}
