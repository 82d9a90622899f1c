import type { FastifyInstance } from 'fastify';
import { refuseWithoutOperatorToken } from '../../../http/bearer.js';
import type { RestreamSessions, RestreamStatus } from './restream-sessions.js';

/** Where the operators' status of the channels' restreams is answered. */
export const RESTREAM_STATUS_PATH = '/api/restream/channels';

/** An upstream's address without what may be a secret in it (credentials, query). */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return '(not a URL)';
  }
}

function presentStatus(status: RestreamStatus) {
  return {
    channel_id: status.channelId,
    title: status.title,
    state: status.state,
    source: status.source,
    sources: status.sources.map((source, position) => ({
      position,
      url: shownUrl(source.url),
      state: source.state,
      error: source.error,
      failed_at: source.failedAt?.toISOString() ?? null,
    })),
    viewers: status.viewers,
    recorded: status.recorded,
    bytes_in: status.bytesIn,
    bytes_out: status.bytesOut,
  };
}

/**
 * `GET /api/restream/channels`: for operators, each channel this instance restreams or serves:
 * its state (starting, up, failing_over, down; elsewhere when another instance restreams it),
 * the source playing and each source's health, viewers, and bytes in and out. With
 * METRICS_TOKEN set it asks for it as `/api/metrics` does.
 */
export function registerRestreamRoutes(
  app: FastifyInstance,
  sessions: Pick<RestreamSessions, 'status'>,
  operatorToken: string | undefined,
): void {
  app.get(RESTREAM_STATUS_PATH, async (request, reply) => {
    if (refuseWithoutOperatorToken(request, reply, operatorToken)) return reply;
    return reply
      .header('Cache-Control', 'no-store')
      .send({ status: 1, data: { channels: sessions.status().map(presentStatus) } });
  });
}
