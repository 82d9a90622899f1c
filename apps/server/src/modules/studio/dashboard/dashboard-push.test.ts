import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@marquee/contract';
import { createDashboardPush } from './dashboard-push.js';

const figures = (active: number, at: string) =>
  ({ at, sessions: { active } }) as unknown as Dashboard;

describe('the dashboard push', () => {
  it('tells operators once they connect, then only when the figures move, and reads nothing without them', async () => {
    let watchers = 0;
    let current = figures(1, '10:00:00');
    let reads = 0;
    let told = 0;
    const push = createDashboardPush({
      read: () => {
        reads += 1;
        return Promise.resolve(current);
      },
      watchers: () => watchers,
      changed: () => (told += 1),
      log: { warn: () => {} },
    });

    await push.check();
    expect({ reads, told }).toEqual({ reads: 0, told: 0 });

    watchers = 1;
    await push.check();
    expect(told).toBe(1);
    current = figures(1, '10:00:02');
    await push.check();
    expect(told).toBe(1);
    current = figures(2, '10:00:04');
    await push.check();
    expect(told).toBe(2);

    watchers = 0;
    await push.check();
    watchers = 1;
    await push.check();
    expect({ reads: 4, told: 3 }).toEqual({ reads, told });
    await push.stop();
  });
});
