/** Formats seconds as a WebVTT timestamp: 00:01:05.250. */
export function vttTime(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(
    Math.floor(millis / 1000) % 60,
  )}.${pad(millis % 1000, 3)}`;
}

/** How many trick-play frames a source gets: one at the start of every interval. */
export const thumbnailCount = (duration: number, interval: number): number =>
  Math.max(1, Math.ceil(duration / interval));

/** The JPEG sheet a tile is on: sheet-000.jpg, sheet-001.jpg... */
export const sheetName = (sheet: number): string => `sheet-${String(sheet).padStart(3, '0')}.jpg`;

/**
 * The trick-play WebVTT: one cue per interval naming its tile in a sheet of
 * `perSheet.columns` x `perSheet.rows` tiles, as `sheet-000.jpg#xywh=x,y,w,h`.
 */
export function thumbnailCues(
  duration: number,
  tile: { width: number; height: number },
  perSheet: { columns: number; rows: number },
  interval = 10,
): string {
  const perPage = perSheet.columns * perSheet.rows;
  const cues: string[] = [];
  for (let n = 0; n < thumbnailCount(duration, interval); n += 1) {
    const place = n % perPage;
    const x = (place % perSheet.columns) * tile.width;
    const y = Math.floor(place / perSheet.columns) * tile.height;
    const start = n * interval;
    const end = Math.min(duration, start + interval);
    cues.push(
      `${vttTime(start)} --> ${vttTime(end)}\n${sheetName(Math.floor(n / perPage))}#xywh=${x},${y},${tile.width},${tile.height}`,
    );
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
