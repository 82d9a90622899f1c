import type { Programme } from '@marquee/contract';
import { forgettingOnNewVersion } from '../../../db/change-counter.js';
import type { GuideRepository, GuideWindow } from './guide-repository.js';

/** The guide is kept in blocks of 6 hours from the Unix epoch, one per channel. */
export const GUIDE_BLOCK_SECONDS = 6 * 3600;

/** Blocks kept: 500 channels by 14 days of guide are 28,000. */
export const GUIDE_BLOCKS_KEPT = 40_000;

const blockKey = (channelId: number, block: number) => `${channelId}/${block}`;

function byChannel(programmes: readonly Programme[]): Map<number, Programme[]> {
  const grouped = new Map<number, Programme[]>();
  for (const programme of programmes) {
    const list = grouped.get(programme.channel_id);
    if (list) list.push(programme);
    else grouped.set(programme.channel_id, [programme]);
  }
  return grouped;
}

/**
 * The guide's programmes through memory: each channel's guide in blocks of 6 hours, read from
 * the database the first time a window needs them and kept until the guide changes. Every
 * viewer of the guide asks for the same channels around the same hours, and the guide changes
 * only when it is imported or the demo guide is extended, which bump the guide's version
 * (live-versions.ts): the first call after the version has grown forgets every block. A window
 * whose blocks are all held reads nothing; the channels missing a block are read in one query
 * over the window's whole blocks. At most `capacity` blocks are held, the least recently used
 * dropped first. The programmes are shared by every caller and must not be changed.
 */
export function createGuideBlocks(
  guide: Pick<GuideRepository, 'overlapping'>,
  currentVersion: () => Promise<number>,
  capacity: number = GUIDE_BLOCKS_KEPT,
): Pick<GuideRepository, 'overlapping'> {
  const blocks = new Map<string, Promise<Programme[]>>();
  const readVersion = forgettingOnNewVersion(currentVersion, () => blocks.clear());

  function hold(key: string, programmes: Promise<Programme[]>): void {
    blocks.set(key, programmes);
    programmes.catch(() => {
      if (blocks.get(key) === programmes) blocks.delete(key);
    });
    for (const oldest of blocks.keys()) {
      if (blocks.size <= capacity) break;
      blocks.delete(oldest);
    }
  }

  /** Reads the window's blocks of these channels in one query and holds them, by key. */
  function read(channelIds: number[], first: number, last: number) {
    const span = { start: first * GUIDE_BLOCK_SECONDS, end: (last + 1) * GUIDE_BLOCK_SECONDS };
    const grouped = guide.overlapping(channelIds, span).then(byChannel);
    const fresh = new Map<string, Promise<Programme[]>>();
    for (const channelId of channelIds) {
      for (let block = first; block <= last; block++) {
        const start = block * GUIDE_BLOCK_SECONDS;
        const end = start + GUIDE_BLOCK_SECONDS;
        const programmes = grouped.then((all) =>
          (all.get(channelId) ?? []).filter(
            (programme) => programme.start_timestamp < end && programme.end_timestamp > start,
          ),
        );
        fresh.set(blockKey(channelId, block), programmes);
        hold(blockKey(channelId, block), programmes);
      }
    }
    return fresh;
  }

  return {
    async overlapping(channelIds: readonly number[], window: GuideWindow): Promise<Programme[]> {
      if (channelIds.length === 0) return [];
      await readVersion();
      const first = Math.floor(window.start / GUIDE_BLOCK_SECONDS);
      const last = Math.floor((window.end - 1) / GUIDE_BLOCK_SECONDS);
      // Each block of the window by channel, held or to read; a held one is used again, so
      // the most recently used blocks are kept.
      const wanted: { key: string; start: number; programmes?: Promise<Programme[]> }[] = [];
      const missing = new Set<number>();
      for (const channelId of channelIds) {
        for (let block = first; block <= last; block++) {
          const key = blockKey(channelId, block);
          const programmes = blocks.get(key);
          if (programmes) {
            blocks.delete(key);
            blocks.set(key, programmes);
          } else {
            missing.add(channelId);
          }
          wanted.push({ key, start: block * GUIDE_BLOCK_SECONDS, programmes });
        }
      }
      const fresh = missing.size > 0 ? read([...missing], first, last) : undefined;
      const held = await Promise.all(
        // A block not held is in what was just read.
        wanted.map((block) => block.programmes ?? fresh!.get(block.key)!),
      );

      const programmes: Programme[] = [];
      held.forEach((inBlock, index) => {
        const blockStart = wanted[index]!.start;
        for (const programme of inBlock) {
          // A programme running across blocks is in each: it counts in the first one only.
          const counted =
            blockStart === first * GUIDE_BLOCK_SECONDS || programme.start_timestamp >= blockStart;
          if (
            counted &&
            programme.start_timestamp < window.end &&
            programme.end_timestamp > window.start
          ) {
            programmes.push(programme);
          }
        }
      });
      return programmes;
    },
  };
}
