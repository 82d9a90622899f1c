// The #EXTINF line of an entry: its duration, its attributes, quoted or not, and its name, the
// text after the first comma outside quotes.

export const REJECT_NO_DURATION = 'no duration after #EXTINF:';
export const REJECT_UNCLOSED_QUOTE = 'unclosed quote in #EXTINF';
export const REJECT_NO_NAME = 'no channel name';
export const REJECT_CONTROL = 'control characters in the entry';

/** An #EXTINF line read; `name` falls back to tvg-name, white space tidied. */
export interface Extinf {
  duration: number;
  attributes: Map<string, string>;
  name: string;
}

// C0 controls other than tab and line breaks, and DEL: what binary noise leaves in a text.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The duration, attributes and name of an #EXTINF line, or the reason it has none. */
export function parseExtinf(text: string): Extinf | string {
  if (CONTROL.test(text)) return REJECT_CONTROL;
  const body = text.slice('#EXTINF'.length).replace(/^:/, '');
  const duration = /^\s*([+-]?\d+(?:\.\d+)?)/.exec(body);
  if (!duration) return REJECT_NO_DURATION;
  const attributes = new Map<string, string>();
  let name: string | null = null;
  let i = duration[0].length;
  while (i < body.length) {
    const char = body[i]!;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (char === ',') {
      name = body.slice(i + 1);
      break;
    }
    const keyStart = i;
    while (i < body.length && !/[\s=,]/.test(body[i]!)) i++;
    const key = body.slice(keyStart, i).toLowerCase();
    if (body[i] !== '=') continue; // a bare word: not an attribute
    i++;
    let value: string;
    const quote = body[i];
    if (quote === '"' || quote === "'") {
      const end = body.indexOf(quote, i + 1);
      if (end === -1) return REJECT_UNCLOSED_QUOTE;
      value = body.slice(i + 1, end);
      i = end + 1;
    } else {
      const valueStart = i;
      while (i < body.length && !/[\s,]/.test(body[i]!)) i++;
      value = body.slice(valueStart, i);
    }
    // The first of repeated attributes wins, as in Kodi's IPTV Simple client.
    if (!attributes.has(key)) attributes.set(key, value.trim());
  }
  const shown = tidy(name ?? '') || tidy(attributes.get('tvg-name') ?? '');
  if (shown === '') return REJECT_NO_NAME;
  return { duration: Number(duration[1]), attributes, name: shown };
}

/** `text` with its runs of white space as one space, trimmed. */
export const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
