import { Counter, Gauge, type Registry } from 'prom-client';
import type { RestreamSessionEvents } from './restream-sessions.js';

/** The restream figures, per channel, as its restream reports them (restream-sessions.ts). */
export interface RestreamMetrics extends RestreamSessionEvents {
  bytesOut(channelId: number, bytes: number): void;
}

/**
 * The restream module's metrics (its declaration's `metrics`): whether each channel this
 * instance restreams is up, its viewers here, the bytes in from its upstream and out to its
 * viewers, and the bytes recordings lost to their quota.
 */
export function createRestreamMetrics(registry: Registry): RestreamMetrics {
  const up = new Gauge({
    name: 'marquee_channel_upstream_up',
    help: 'Whether each channel this instance restreams gets segments from an upstream (1) or not (0).',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const viewers = new Gauge({
    name: 'marquee_channel_viewers',
    help: 'Devices watching each restreamed channel through this instance.',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const bytesIn = new Counter({
    name: 'marquee_channel_bytes_in_total',
    help: "Bytes this instance read from each channel's upstream.",
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const bytesOut = new Counter({
    name: 'marquee_channel_bytes_out_total',
    help: "Bytes of each restreamed channel's segments this instance sent to viewers.",
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const evicted = new Counter({
    name: 'marquee_recording_evicted_bytes_total',
    help: 'Bytes of recorded segments deleted before their window ended because recordings reached their quota.',
    registers: [registry],
  });
  return {
    state(channelId, state) {
      const channel = String(channelId);
      if (state === 'idle') {
        up.remove({ channel });
        viewers.remove({ channel });
      } else up.set({ channel }, state === 'up' ? 1 : 0);
    },
    bytesIn: (channelId, bytes) => bytesIn.inc({ channel: String(channelId) }, bytes),
    bytesOut: (channelId, bytes) => bytesOut.inc({ channel: String(channelId) }, bytes),
    viewers: (channelId, count) => viewers.set({ channel: String(channelId) }, count),
    evicted: (bytes) => evicted.inc(bytes),
  };
}
