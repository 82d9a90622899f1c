import { describe, expect, it } from 'vitest';
import type { Programme } from '@marquee/contract';
import { mulberry32 } from '../../intake/seed/demo-catalogue.js';
import { createGuideBlocks, GUIDE_BLOCK_SECONDS } from './guide-blocks.js';
import type { GuideWindow } from './guide-repository.js';

const HOUR = 3600;
/** Midnight UTC on 1 June 2026: a block boundary. */
const DAY_START = Date.UTC(2026, 5, 1) / 1000;

function programme(channelId: number, id: number, start: number, end: number): Programme {
  return {
    id,
    channel_id: channelId,
    title: `P${id}`,
    description: null,
    category: null,
    icon_url: null,
    start_timestamp: start,
    end_timestamp: end,
  };
}

/** What the database answers: the channels' programmes overlapping the window. */
const overlappingIn =
  (guide: readonly Programme[]) => (channelIds: readonly number[], window: GuideWindow) =>
    guide.filter(
      (entry) =>
        channelIds.includes(entry.channel_id) &&
        entry.start_timestamp < window.end &&
        entry.end_timestamp > window.start,
    );

/** A guide in memory, counting its reads, behind the blocks, at a version the test moves. */
function blocksOver(guide: Programme[], capacity?: number) {
  const state = { version: 1, reads: [] as { channelIds: number[]; window: GuideWindow }[] };
  const blocks = createGuideBlocks(
    {
      overlapping: (channelIds, window) => {
        state.reads.push({ channelIds: [...channelIds], window });
        return Promise.resolve(overlappingIn(guide)(channelIds, window));
      },
    },
    () => Promise.resolve(state.version),
    capacity,
  );
  return { blocks, state };
}

const ids = (programmes: Programme[]) => programmes.map((entry) => entry.id).sort((a, b) => a - b);

describe('the guide in blocks', () => {
  it('answers what the database answers for any window, each programme once', async () => {
    const random = mulberry32(14);
    const guide: Programme[] = [];
    for (let channelId = 1; channelId <= 4; channelId++) {
      // Programmes of 5 minutes to 9 hours, back to back, across 3 days.
      let start = DAY_START - random() * 10 * HOUR;
      while (start < DAY_START + 3 * 24 * HOUR) {
        const end = start + Math.round(300 + random() * 9 * HOUR);
        guide.push(programme(channelId, guide.length + 1, Math.round(start), end));
        start = end;
      }
    }
    const { blocks } = blocksOver(guide);
    for (let index = 0; index < 200; index++) {
      const start = DAY_START + Math.round(random() * 2 * 24 * HOUR);
      const window = { start, end: start + Math.round(60 + random() * 20 * HOUR) };
      const channelIds = [1, 2, 3, 4].filter(() => random() < 0.7);
      const answer = await blocks.overlapping(channelIds, window);
      expect(ids(answer)).toEqual(ids(overlappingIn(guide)(channelIds, window)));
    }
  });

  it('reads a window once: the same blocks are answered from memory', async () => {
    const guide = [programme(1, 1, DAY_START + HOUR, DAY_START + 2 * HOUR)];
    const { blocks, state } = blocksOver(guide);
    const window = { start: DAY_START, end: DAY_START + 6 * HOUR };
    expect(ids(await blocks.overlapping([1, 2], window))).toEqual([1]);
    expect(ids(await blocks.overlapping([2, 1], window))).toEqual([1]);
    expect(
      ids(await blocks.overlapping([1], { start: window.start + HOUR, end: window.end })),
    ).toEqual([1]);
    expect(state.reads).toEqual([{ channelIds: [1, 2], window }]);
  });

  it('reads only the channels missing a block, over the whole blocks of the window', async () => {
    const { blocks, state } = blocksOver([]);
    await blocks.overlapping([1], { start: DAY_START, end: DAY_START + 6 * HOUR });
    await blocks.overlapping([1, 2], { start: DAY_START + 5 * HOUR, end: DAY_START + 7 * HOUR });
    expect(state.reads[1]).toEqual({
      channelIds: [1, 2],
      window: { start: DAY_START, end: DAY_START + 2 * GUIDE_BLOCK_SECONDS },
    });
    await blocks.overlapping([2, 1], { start: DAY_START, end: DAY_START + 12 * HOUR });
    expect(state.reads).toHaveLength(2);
  });

  it('forgets every block once the guide version has grown', async () => {
    const guide = [programme(1, 1, DAY_START, DAY_START + HOUR)];
    const { blocks, state } = blocksOver(guide);
    const window = { start: DAY_START, end: DAY_START + 6 * HOUR };
    await blocks.overlapping([1], window);
    guide.push(programme(1, 2, DAY_START + HOUR, DAY_START + 2 * HOUR));
    expect(ids(await blocks.overlapping([1], window))).toEqual([1]);
    state.version = 2;
    expect(ids(await blocks.overlapping([1], window))).toEqual([1, 2]);
    expect(state.reads).toHaveLength(2);
  });

  it('reads a block again when its read failed', async () => {
    let fail = true;
    const blocks = createGuideBlocks(
      {
        overlapping: () =>
          fail ? Promise.reject(new Error('connection lost')) : Promise.resolve([]),
      },
      () => Promise.resolve(1),
    );
    const window = { start: DAY_START, end: DAY_START + HOUR };
    await expect(blocks.overlapping([1], window)).rejects.toThrow('connection lost');
    fail = false;
    await expect(blocks.overlapping([1], window)).resolves.toEqual([]);
  });

  it('keeps at most its capacity of blocks, dropping the least recently used', async () => {
    const { blocks, state } = blocksOver([], 2);
    const block = (index: number) => ({
      start: DAY_START + index * GUIDE_BLOCK_SECONDS,
      end: DAY_START + (index + 1) * GUIDE_BLOCK_SECONDS,
    });
    await blocks.overlapping([1], block(0));
    await blocks.overlapping([1], block(1));
    await blocks.overlapping([1], block(0));
    await blocks.overlapping([1], block(2));
    expect(state.reads).toHaveLength(3);
    await blocks.overlapping([1], block(0));
    expect(state.reads).toHaveLength(3);
    await blocks.overlapping([1], block(1));
    expect(state.reads).toHaveLength(4);
  });
});
