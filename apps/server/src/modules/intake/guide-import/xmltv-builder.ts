// saxes events into XMLTV records (parse-xmltv.ts): one channel or programme per element, or
// the reason the element cannot be one.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
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
}

interface ChannelDraft {
  id: string | undefined;
  line: number;
  displayNames: string[];
  lcn?: number;
  icon?: string;
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

  constructor(private readonly file: string) {
    this.parser.on('opentagstart', () => {
      this.tagLine = this.parser.line;
    });
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('closetag', (tag) => this.closeTag(tag));
    this.parser.on('text', (text) => {
      this.text += text;
    });
    this.parser.on('cdata', (text) => {
      this.text += text;
    });
  }

  write(text: string): void {
    this.guard(() => this.parser.write(text));
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

  private guard(action: () => void): void {
    try {
      action();
    } catch (error) {
      if (error instanceof XmltvFormatError) throw error;
      // saxes prefixes "line:column: "; say it the way the other importers do.
      const message = (error as Error).message.replace(/^\d+:\d+: /, '');
      throw new XmltvFormatError(
        `${this.file}: malformed XML at line ${this.parser.line}, column ${this.parser.column}: ${message}`,
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
  }

  private closeTag(tag: SaxesTagPlain): void {
    const depth = this.path.length;
    const text = this.text;
    this.text = '';
    this.path.pop();
    const attributes = tag.attributes as Record<string, string>;
    const lang = attributes.lang ?? null;
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
