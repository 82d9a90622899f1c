// saxes events into XMLTV records (parse-xmltv.ts): one channel or programme per element, or
// the reason the element cannot be one.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import {
  MAX_DEPTH,
  MAX_RECORD_TEXT,
  MAX_TEXT_LENGTH,
  XmlLimiter,
  type LimitedSink,
} from './xmltv-limits.js';
import { parseXmltvTime } from './xmltv-time.js';
import {
  XmltvFormatError,
  emptyBatch,
  type LangText,
  type XmltvBatch,
  type XmltvChannel,
  type XmltvProgramme,
} from './xmltv-records.js';

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

const count = (limit: number) => limit.toLocaleString('en');
export const FAULT_LONG_TEXT = `a text longer than ${count(MAX_TEXT_LENGTH)} characters`;
export const FAULT_LONG_ATTRIBUTE = `an attribute longer than ${count(MAX_TEXT_LENGTH)} characters`;
export const FAULT_RECORD_TEXT = `more than ${count(MAX_RECORD_TEXT)} characters of text`;

interface ProgrammeDraft {
  attributes: Record<string, string>;
  line: number;
  titles: LangText[];
  subTitles: LangText[];
  descs: LangText[];
  categories: LangText[];
  episodeNums: { system: string | null; value: string }[];
  ratings: { system: string | null; value: string }[];
  icon?: string;
  /** Why the element cannot be kept although it is well-formed (xmltv-limits.ts). */
  fault?: string;
}

interface ChannelDraft {
  id: string | undefined;
  line: number;
  displayNames: string[];
  lcn?: number;
  icon?: string;
  fault?: string;
}

/** Turns saxes events into records; `drain` hands over what has closed since the last call. */
export class GuideBuilder {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  });
  private readonly path: string[] = [];
  private text = '';
  private tagLine = 1;
  private channel: ChannelDraft | undefined;
  private programme: ProgrammeDraft | undefined;
  private rating: { system: string | null; value: string } | undefined;
  private ready = emptyBatch();
  private readonly limiter: XmlLimiter;
  private readonly sink: LimitedSink;
  /** Line breaks the limiter left out before saxes: the file's line is saxes' plus these. */
  private skippedLines = 0;
  /** An attribute cut in a tag saxes has not opened yet: it faults the element it opens. */
  private cutAttribute = false;
  /** Characters of text the current channel or programme holds so far. */
  private recordText = 0;

  constructor(private readonly file: string) {
    this.limiter = new XmlLimiter(file, () => this.line());
    this.sink = {
      text: (piece) => this.parser.write(piece),
      cut: (what) => {
        if (what === 'attribute') this.cutAttribute = true;
        else this.fault(FAULT_LONG_TEXT);
      },
      lines: (count) => {
        this.skippedLines += count;
      },
    };
    this.parser.on('opentagstart', () => {
      this.tagLine = this.line();
    });
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('closetag', (tag) => this.closeTag(tag));
    this.parser.on('text', (text) => this.addText(text));
    this.parser.on('cdata', (text) => this.addText(text));
  }

  write(text: string): void {
    this.guard(() => this.limiter.feed(text, this.sink));
  }

  close(): void {
    this.guard(() => this.parser.close());
  }

  drain(into: XmltvBatch): void {
    into.channels.push(...this.ready.channels);
    into.programmes.push(...this.ready.programmes);
    into.rejected.push(...this.ready.rejected);
    this.ready = emptyBatch();
  }

  private line(): number {
    return this.parser.line + this.skippedLines;
  }

  /** Marks the channel or programme being read as one that cannot be kept. */
  private fault(reason: string): void {
    const draft = this.programme ?? this.channel;
    if (draft) draft.fault ??= reason;
  }

  /** Text within one element, up to MAX_TEXT_LENGTH (text and CDATA sections together). */
  private addText(text: string): void {
    if (this.text.length + text.length > MAX_TEXT_LENGTH) this.fault(FAULT_LONG_TEXT);
    else this.text += text;
  }

  /** Whether the current record may keep `length` more characters; faults it when not. */
  private keeps(length: number): boolean {
    this.recordText += length;
    if (this.recordText <= MAX_RECORD_TEXT) return true;
    this.fault(FAULT_RECORD_TEXT);
    return false;
  }

  private guard(action: () => void): void {
    try {
      action();
    } catch (error) {
      if (error instanceof XmltvFormatError) throw error;
      // saxes prefixes "line:column: "; say it the way the other importers do.
      const message = (error as Error).message.replace(/^\d+:\d+: /, '');
      throw new XmltvFormatError(
        `${this.file}: malformed XML at line ${this.line()}, column ${this.parser.column}: ${message}`,
      );
    }
  }

  private open(tag: SaxesTagPlain): void {
    this.path.push(tag.name);
    this.text = '';
    const depth = this.path.length;
    const attributes = tag.attributes as Record<string, string>;
    if (depth === 1 && tag.name !== 'tv') {
      throw new XmltvFormatError(
        `${this.file}: not an XMLTV guide at line ${this.tagLine}: the root element is <${tag.name}>, expected <tv>`,
      );
    }
    if (depth > MAX_DEPTH) {
      throw new XmltvFormatError(
        `${this.file}: elements nested deeper than ${MAX_DEPTH} at line ${this.tagLine}`,
      );
    }
    if (depth === 2) this.recordText = 0;
    if (depth === 2 && tag.name === 'channel') {
      this.channel = { id: attributes.id?.trim(), line: this.tagLine, displayNames: [] };
    } else if (depth === 2 && tag.name === 'programme') {
      this.programme = {
        attributes,
        line: this.tagLine,
        titles: [],
        subTitles: [],
        descs: [],
        categories: [],
        episodeNums: [],
        ratings: [],
      };
    } else if (depth === 3 && tag.name === 'icon') {
      const src = attributes.src?.trim();
      if (src && this.channel) this.channel.icon ??= src;
      if (src && this.programme) this.programme.icon ??= src;
    } else if (depth === 3 && tag.name === 'rating' && this.programme) {
      this.rating = { system: attributes.system ?? null, value: '' };
    }
    if (this.cutAttribute) this.fault(FAULT_LONG_ATTRIBUTE);
    this.cutAttribute = false;
  }

  private closeTag(tag: SaxesTagPlain): void {
    const depth = this.path.length;
    const text = this.text;
    this.text = '';
    this.path.pop();
    const attributes = tag.attributes as Record<string, string>;
    const lang = attributes.lang ?? null;
    const inRecord = depth >= 3 && (this.channel ?? this.programme) !== undefined;
    const held = text.length + (lang?.length ?? 0) + (attributes.system?.length ?? 0);
    if (inRecord && !this.keeps(held)) return;
    if (depth === 2 && tag.name === 'channel') this.finishChannel();
    else if (depth === 2 && tag.name === 'programme') this.finishProgramme();
    else if (depth === 3 && this.channel) {
      if (tag.name === 'display-name' && tidy(text)) this.channel.displayNames.push(tidy(text));
      if (tag.name === 'lcn' && /^\s*\d+\s*$/.test(text)) this.channel.lcn = Number(text);
    } else if (depth === 3 && this.programme) {
      const programme = this.programme;
      const add = (list: LangText[], value: string) => {
        if (value) list.push({ lang, text: value });
      };
      if (tag.name === 'title') add(programme.titles, tidy(text));
      else if (tag.name === 'sub-title') add(programme.subTitles, tidy(text));
      else if (tag.name === 'desc') add(programme.descs, text.trim());
      else if (tag.name === 'category') add(programme.categories, tidy(text));
      else if (tag.name === 'episode-num' && tidy(text)) {
        programme.episodeNums.push({ system: attributes.system ?? null, value: tidy(text) });
      } else if (tag.name === 'rating' && this.rating) {
        if (this.rating.value) programme.ratings.push(this.rating);
        this.rating = undefined;
      }
    } else if (depth === 4 && tag.name === 'value' && this.rating) {
      this.rating.value ||= tidy(text);
    }
  }

  private reject(line: number, reason: string): void {
    this.ready.rejected.push({ file: this.file, line, reason });
  }

  private finishChannel(): void {
    const draft = this.channel;
    this.channel = undefined;
    if (!draft) return;
    if (draft.fault) return this.reject(draft.line, `channel with ${draft.fault}`);
    if (!draft.id) return this.reject(draft.line, 'channel without id');
    const channel: XmltvChannel = {
      id: draft.id,
      displayNames: draft.displayNames,
      line: draft.line,
    };
    if (draft.lcn !== undefined) channel.lcn = draft.lcn;
    if (draft.icon !== undefined) channel.icon = draft.icon;
    this.ready.channels.push(channel);
  }

  private finishProgramme(): void {
    const draft = this.programme;
    this.programme = undefined;
    if (!draft) return;
    if (draft.fault) return this.reject(draft.line, `programme with ${draft.fault}`);
    const result = toProgramme(draft);
    if (typeof result === 'string') this.reject(draft.line, result);
    else this.ready.programmes.push(result);
  }
}

/** A programme record, or the reason the element cannot be one. */
function toProgramme(draft: ProgrammeDraft): XmltvProgramme | string {
  const { attributes } = draft;
  const channelId = attributes.channel?.trim();
  if (!channelId) return 'programme without channel';
  if (attributes.start === undefined) return 'programme without start';
  const start = parseXmltvTime(attributes.start);
  if (typeof start === 'string') return `start ${start}`;
  const stop = attributes.stop === undefined ? null : parseXmltvTime(attributes.stop);
  if (typeof stop === 'string') return `stop ${stop}`;
  const programme: XmltvProgramme = {
    channelId,
    start,
    stop,
    titles: draft.titles,
    subTitles: draft.subTitles,
    descs: draft.descs,
    categories: draft.categories,
    line: draft.line,
  };
  const episodeNum =
    draft.episodeNums.find((entry) => entry.system === 'onscreen') ??
    draft.episodeNums.find((entry) => entry.system === 'xmltv_ns') ??
    draft.episodeNums[0];
  if (episodeNum) programme.episodeNum = episodeNum;
  if (draft.ratings[0]) programme.rating = draft.ratings[0];
  if (draft.icon !== undefined) programme.icon = draft.icon;
  return programme;
}
