import { describe, expect, it } from 'vitest';
import type { StudioVideoCampaign } from '@marquee/contract';
import { campaignBodyOf, campaignFieldsOf } from './campaign-fields';

const NIGHT_TRAIN = { id: 12, title: 'Night Train', year: 2019 };
const HARBOUR = { id: 13, title: 'Harbour Lights', year: null };

describe("a campaign form's body", () => {
  it('sends a mid-roll time only with play rule 3', () => {
    const fields = { ...campaignFieldsOf(undefined), mid_roll_time: '600', vod_ids: [NIGHT_TRAIN] };
    expect(campaignBodyOf({ ...fields, play_rules: '3' }).mid_roll_time).toBe(600);
    expect(campaignBodyOf({ ...fields, play_rules: '1' }).mid_roll_time).toBeNull();
  });

  it('drops picked targets when the campaign plays on all titles', () => {
    const fields = { ...campaignFieldsOf(undefined), vod_ids: [NIGHT_TRAIN], all_titles: true };
    expect(campaignBodyOf(fields)).toMatchObject({ vod_ids: [], show_ids: [] });
  });

  it('sends the ids of the picked titles and shows, in the order picked', () => {
    const fields = {
      ...campaignFieldsOf(undefined),
      vod_ids: [HARBOUR, NIGHT_TRAIN],
      show_ids: [{ id: 7, title: 'Coastline', year: 2021 }],
    };
    expect(campaignBodyOf(fields)).toMatchObject({ vod_ids: [13, 12], show_ids: [7] });
  });

  it("starts an existing campaign's targets from the titles the server names", () => {
    const campaign: StudioVideoCampaign = {
      id: 4,
      name: 'Night pre-roll',
      play_rules: 1,
      mid_roll_time: null,
      display_duration: 5,
      video_url: 'https://adverts.example.com/night.mp4',
      all_titles: false,
      vod_ids: [12],
      show_ids: [],
      vods: [NIGHT_TRAIN],
      shows: [],
      active: true,
      created_at: '2026-11-01T10:00:00.000Z',
    };
    expect(campaignFieldsOf(campaign)).toMatchObject({ vod_ids: [NIGHT_TRAIN], show_ids: [] });
  });
});
