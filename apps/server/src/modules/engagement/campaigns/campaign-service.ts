import { notice, type VideoCampaign } from '@marquee/contract';
import { isWithinMaturity } from '../../../db/maturity.js';
import { notFound } from '../../../http/errors.js';
import type { CampaignReach, CampaignRepository, CampaignRow } from './campaign-repository.js';

const REACH_ORDER: Record<CampaignReach, number> = { title: 0, show: 1, all: 2 };

/**
 * One campaign per play rule: the one aimed closest at the title (the title, then its show,
 * then every title), the oldest first among equals. The player plays one advert per point
 * (start, middle, end), so a title's own advert replaces a show's or the default one.
 */
export function pickCampaigns(
  found: { campaign: CampaignRow; reach: CampaignReach }[],
): CampaignRow[] {
  const byRule = new Map<number, { campaign: CampaignRow; reach: CampaignReach }>();
  for (const entry of found) {
    const held = byRule.get(entry.campaign.playRules);
    const closer =
      !held ||
      REACH_ORDER[entry.reach] < REACH_ORDER[held.reach] ||
      (REACH_ORDER[entry.reach] === REACH_ORDER[held.reach] &&
        entry.campaign.id < held.campaign.id);
    if (closer) byRule.set(entry.campaign.playRules, entry);
  }
  return [...byRule.values()]
    .map((entry) => entry.campaign)
    .sort((a, b) => a.playRules - b.playRules);
}

export function presentCampaign(row: CampaignRow): VideoCampaign {
  return {
    id: row.id,
    play_rules: row.playRules as VideoCampaign['play_rules'],
    mid_roll_time: row.midRollTime,
    video_url: row.videoUrl,
    display_duration: row.displayDuration,
  };
}

/**
 * Video adverts of a movie or episode (access §2, Video adverts). For a kids profile
 * (`ceiling`), a title above its ceiling is not found, and its titles play only adverts aimed at
 * titles within it (campaign-repository.ts): none that plays everywhere.
 */
export function createCampaignService(repository: CampaignRepository) {
  return {
    async forTitle(vodId: number, ceiling: string | null): Promise<VideoCampaign[]> {
      const title = await repository.findTitle(vodId);
      if (!title || !isWithinMaturity(title.parentalCode, ceiling)) {
        throw notFound(notice('titleNotFound'));
      }
      return pickCampaigns(await repository.activeFor(title, ceiling)).map(presentCampaign);
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
