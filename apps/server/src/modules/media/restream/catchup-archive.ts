// The address of a programme in an upstream's own archive, from the list's `catchup` mode and
// `catchup-source`, as Kodi's IPTV Simple client (pvr.iptvsimple) builds it:
// - default: catchup-source is the whole address (else as append);
// - append: catchup-source is added to the stream's address;
// - shift (and timeshift): `?utc={utc}&lutc={lutc}` added to the stream's address;
// - flussonic (fs): `<host>/<id>/timeshift_rel-{offset:1}.m3u8` (or `<list>-timeshift_rel-...`)
//   for HLS, `<host>/<id>/timeshift_abs-${start}.ts` for MPEG-TS;
// - xc: Xtream Codes, `<host>/timeshift/<user>/<pass>/{duration:60}/{Y}-{m}-{d}:{H}-{M}/<id>.<ext>`.
// Then the placeholders are filled from the span asked for (UTC).

/** A channel's archive settings as the list gave them. */
export interface ArchiveSettings {
  streamUrl: string | null;
  catchupMode: string | null;
  catchupSource: string | null;
}

/** The modes whose archive Marquee plays instead of recording. */
export const ARCHIVE_MODES = ['default', 'append', 'shift', 'timeshift', 'flussonic', 'xc'];

/** The channel's archive address template; undefined when its list gives none Marquee can use. */
export function archiveTemplate(channel: ArchiveSettings): string | undefined {
  const url = channel.streamUrl;
  const source = channel.catchupSource ?? '';
  if (!url) return undefined;
  switch (channel.catchupMode) {
    case 'default':
      return source ? source : undefined;
    case 'append':
      return source ? url + source : undefined;
    case 'shift':
    case 'timeshift':
      return `${url}${url.includes('?') ? '&' : '?'}utc={utc}&lutc={lutc}`;
    case 'flussonic':
      return flussonic(url);
    case 'xc':
      return xtreamCodes(url);
    default:
      return undefined;
  }
}

function flussonic(url: string): string | undefined {
  const match = /^(https?:\/\/[^/]+)\/([^/]+)\/([^/]*)(mpegts|\.m3u8)(\?.+=.+)?$/.exec(url);
  if (!match) return undefined;
  const [, host, id, list, kind, query = ''] = match;
  if (kind === 'mpegts') return `${host}/${id}/timeshift_abs-\${start}.ts${query}`;
  const name = list === 'index' ? 'timeshift_rel' : `${list}-timeshift_rel`;
  return `${host}/${id}/${name}-{offset:1}.m3u8${query}`;
}

function xtreamCodes(url: string): string | undefined {
  const match = /^(https?:\/\/[^/]+)\/(?:live\/)?([^/]+)\/([^/]+)\/([^/.]+)(\.m3u8?)?$/.exec(url);
  if (!match) return undefined;
  const [, host, user, password, id, extension] = match;
  const kind = extension ? '.m3u8' : '.ts';
  return `${host}/timeshift/${user}/${password}/{duration:60}/{Y}-{m}-{d}:{H}-{M}/${id}${kind}`;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The template with its placeholders filled for [startMs, endMs) asked at nowMs: {utc} and
 * ${start} the start, {utcend} and ${end} the end, {lutc}, ${now} and ${timestamp} now (Unix
 * seconds); {duration} and {offset} (now less the start) in seconds, or divided by N as
 * {duration:N}; {Y} {m} {d} {H} {M} {S} the start's date and time.
 */
export function fillArchiveTemplate(
  template: string,
  span: { startMs: number; endMs: number },
  nowMs: number,
): string {
  const start = Math.floor(span.startMs / 1000);
  const end = Math.floor(span.endMs / 1000);
  const now = Math.floor(nowMs / 1000);
  const date = new Date(start * 1000);
  const seconds: Record<string, number> = {
    utc: start,
    start,
    utcend: end,
    end,
    lutc: now,
    now,
    timestamp: now,
    duration: end - start,
    offset: now - start,
  };
  const parts: Record<string, string> = {
    Y: String(date.getUTCFullYear()),
    m: two(date.getUTCMonth() + 1),
    d: two(date.getUTCDate()),
    H: two(date.getUTCHours()),
    M: two(date.getUTCMinutes()),
    S: two(date.getUTCSeconds()),
  };
  return template
    .replace(/\$?\{([a-z]+)(?::(\d+))?\}/g, (whole, name: string, divisor?: string) => {
      const value = seconds[name];
      if (value === undefined) return whole;
      return String(Math.floor(value / Math.max(1, Number(divisor ?? 1))));
    })
    .replace(/\{([YmdHMS])\}/g, (_whole, part: string) => parts[part]!);
}
