/** How far a packaging run is: share of the duration done, speed (x real time), time left. */
export interface IngestProgress {
  fraction: number;
  speed: number;
  secondsLeft: number | null;
}

/**
 * One block of ffmpeg's `-progress` output (key=value lines up to `progress=continue|end`) as
 * progress through a source of `durationSeconds`, or undefined before ffmpeg knows a time.
 */
export function readProgress(block: string, durationSeconds: number): IngestProgress | undefined {
  const values = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    const equals = line.indexOf('=');
    if (equals > 0) values.set(line.slice(0, equals).trim(), line.slice(equals + 1).trim());
  }
  // out_time_ms is in microseconds too (an old misnomer ffmpeg keeps); prefer the clear one.
  const micros = Number(values.get('out_time_us') ?? values.get('out_time_ms'));
  if (!Number.isFinite(micros) || micros < 0 || durationSeconds <= 0) return undefined;
  const done = values.get('progress') === 'end';
  const seconds = Math.min(durationSeconds, micros / 1e6);
  const speed = Number.parseFloat(values.get('speed') ?? '');
  const knownSpeed = Number.isFinite(speed) && speed > 0 ? speed : 0;
  return {
    fraction: done ? 1 : seconds / durationSeconds,
    speed: knownSpeed,
    secondsLeft: done ? 0 : knownSpeed > 0 ? (durationSeconds - seconds) / knownSpeed : null,
  };
}

/** Splits ffmpeg's progress stream into whole blocks, keeping the unfinished rest. */
export function progressBlocks(buffered: string): { blocks: string[]; rest: string } {
  const blocks: string[] = [];
  let rest = buffered;
  for (
    let end = rest.search(/progress=\w+\r?\n/);
    end >= 0;
    end = rest.search(/progress=\w+\r?\n/)
  ) {
    const close = rest.indexOf('\n', end) + 1;
    blocks.push(rest.slice(0, close));
    rest = rest.slice(close);
  }
  return { blocks, rest };
}
