// What else the machine was doing: benchmarks print it beside their figures, since on a shared
// 2-core machine the load of other work moves every timing.
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
