import { describe, expect, it } from 'vitest';
import { channelsDown, sourcesFailedSince, watchedChannels } from './dashboard-service.js';

const status = (
  channelId: number,
  state: 'starting' | 'up' | 'failing_over' | 'down' | 'elsewhere' | 'idle',
  viewers: number,
  failedAt: (Date | null)[] = [],
) => ({
  channelId,
  title: `Channel ${channelId}`,
  state,
  source: null,
  sources: failedAt.map((at) => ({
    url: 'https://upstream.example/live.m3u8',
    state: at ? ('failed' as const) : ('up' as const),
    error: at ? 'timed out' : null,
    failedAt: at,
  })),
  viewers,
  recorded: false,
  bytesIn: 0,
  bytesOut: 0,
});

describe('the dashboard channel figures', () => {
  const statuses = [
    status(1, 'up', 3),
    status(2, 'down', 0, [new Date('2026-01-01T09:50:00Z'), new Date('2026-01-01T08:00:00Z')]),
    status(3, 'failing_over', 7, [new Date('2026-01-01T09:59:00Z'), null]),
    status(4, 'elsewhere', 1),
    status(5, 'idle', 0),
  ];

  it('name the channels watched most first, and add up their viewers', () => {
    expect(watchedChannels(statuses, 2)).toEqual({
      viewers: 11,
      top: [
        { id: 3, title: 'Channel 3', viewers: 7 },
        { id: 1, title: 'Channel 1', viewers: 3 },
      ],
    });
  });

  it('name the channels down or failing over', () => {
    expect(channelsDown(statuses)).toEqual([
      { id: 2, title: 'Channel 2', state: 'down' },
      { id: 3, title: 'Channel 3', state: 'failing_over' },
    ]);
  });

  it('count the sources whose latest failure is within the window', () => {
    expect(sourcesFailedSince(statuses, new Date('2026-01-01T09:00:00Z'))).toBe(2);
  });
});
