import { describe, expect, it } from 'vitest';
import { videoCampaignBodySchema } from '@marquee/contract';
import { campaignBodyOf, campaignFieldsOf, idsOf } from './campaign-fields';

describe("a campaign form's body", () => {
  it('sends a mid-roll time only with play rule 3', () => {
    const fields = { ...campaignFieldsOf(undefined), mid_roll_time: '600', vod_ids: '12' };
    expect(campaignBodyOf({ ...fields, play_rules: '3' }).mid_roll_time).toBe(600);
    expect(campaignBodyOf({ ...fields, play_rules: '1' }).mid_roll_time).toBeNull();
  });

  it('drops typed targets when the campaign plays on all titles', () => {
    const fields = { ...campaignFieldsOf(undefined), vod_ids: '12, 13', all_titles: true };
    expect(campaignBodyOf(fields)).toMatchObject({ vod_ids: [], show_ids: [] });
  });

  it('reads ids typed with commas or spaces, and leaves a wrong one for the rules', () => {
    expect(idsOf('12, 13 14,,')).toEqual([12, 13, 14]);
    const body = campaignBodyOf({ ...campaignFieldsOf(undefined), vod_ids: '12, x' });
    expect(videoCampaignBodySchema.safeParse(body).success).toBe(false);
  });
});
