/** One sample of Prometheus's text format: a metric name, its labels and its value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A scrape read back: its samples, and each metric family's declared TYPE. */
export interface Scrape {
  samples: Sample[];
  types: Map<string, string>;
}

const SAMPLE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /([A-Za-z_]\w*)="((?:[^"\\]|\\.)*)"\s*,?/g;

/** Parses the text exposition format (version 0.0.4); a line it cannot read throws. */
export function parsePrometheusText(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) (\S+)$/.exec(line);
      if (type) types.set(type[1]!, type[2]!);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL)) {
      labels[name!] = value!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
    }
    // Prometheus reads values as Go's ParseFloat does: NaN and Inf in any letter case.
    const raw = match[3]!.toLowerCase();
    const value = /^\+?inf$/.test(raw) ? Infinity : raw === '-inf' ? -Infinity : Number(raw);
    if (Number.isNaN(value) && raw !== 'nan') throw new Error(`not a value: ${line}`);
    samples.push({ name: match[1]!, labels, value });
  }
  return { samples, types };
}

/** The sum of the samples named `name` whose labels include `labels` (0 when none). */
export function sampleSum(
  scrape: Scrape,
  name: string,
  labels: Record<string, string> = {},
): number {
  return scrape.samples
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}
