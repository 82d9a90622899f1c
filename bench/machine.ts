// What else the machine was doing: benchmarks print it beside their figures, since on a shared
// 2-core machine the load of other work moves every timing.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

export function machine() {
  const [oneMinute, fiveMinutes] = loadavg();
  return {
    cores: availableParallelism(),
    loadAverage: {
      oneMinute: Math.round(oneMinute! * 10) / 10,
      fiveMinutes: Math.round(fiveMinutes! * 10) / 10,
    },
  };
}

/** A process's resident memory (VmRSS of /proc/PID/status), in MiB to one decimal. */
export function residentMiB(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round((Number(line?.[1] ?? 0) / 1024) * 10) / 10;
}
