// XMLTV times: "YYYYMMDDhhmmss +hhmm". The offset is what makes programmes across midnight and
// daylight-saving changes come out right, so it is honoured exactly and never guessed from a zone.
//
// Accepted:
// - precision down to the hour: YYYYMMDDhhmmss, YYYYMMDDhhmm, YYYYMMDDhh (missing parts are 0);
//   a bare date (YYYYMMDD) is refused, since it cannot place a programme;
// - an offset +hhmm / -hhmm, with or without the space, "-0000" meaning UTC;
// - "+hh:mm", tolerated because some generators write it and it cannot be misread;
// - no offset, or "Z", "UTC", "GMT": UTC, as the XMLTV DTD says for a missing offset.
// Refused, with a reason: anything else after the digits (named zones such as "CET" are
// ambiguous), years before 1900, out-of-range fields, days the month does not have, offsets beyond ±14:00.

const TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})?(\d{2})?(?:\s*(.*))?$/;
const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;
const UTC_NAMES = new Set(['Z', 'UTC', 'GMT']);
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The instant an XMLTV time names, or the reason it names none. */
export function parseXmltvTime(text: string): Date | string {
  const value = text.trim();
  const match = TIME.exec(value);
  if (!match) {
    return /^\d{8}$/.test(value)
      ? `time "${value}" has no hour`
      : `time "${value}" is not YYYYMMDDhhmmss +hhmm`;
  }
  const [, y, mo, d, h, mi = '00', s = '00', zone = ''] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1900) return `time "${value}": year ${year} out of range`;
  if (month < 1 || month > 12) return `time "${value}": month ${month} out of range`;
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) {
    return `time "${value}": day ${day} out of range for ${MONTHS[month - 1]} ${year}`;
  }
  if (hour > 23) return `time "${value}": hour ${hour} out of range`;
  if (minute > 59) return `time "${value}": minute ${minute} out of range`;
  if (second > 59) return `time "${value}": second ${second} out of range`;
  const offset = offsetMinutes(zone);
  if (typeof offset === 'string') return `time "${value}": ${offset}`;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - offset * 60_000);
}

/** Minutes east of UTC for an XMLTV offset ("" and "Z" are UTC), or why it is refused. */
export function offsetMinutes(zone: string): number | string {
  if (zone === '' || UTC_NAMES.has(zone.toUpperCase())) return 0;
  const match = OFFSET.exec(zone);
  if (!match) return `offset "${zone}" is not +hhmm`;
  const [, sign, h, m] = match;
  const hours = Number(h);
  const minutes = Number(m);
  if (minutes > 59) return `offset "${zone}": minutes out of range`;
  if (hours * 60 + minutes > 14 * 60) return `offset "${zone}" is beyond ±14:00`;
  const total = hours * 60 + minutes;
  // "-0000" is UTC too, and must not come out as -0.
  return sign === '-' && total > 0 ? -total : total;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
