import {
  PlayRule,
  type StudioVideoCampaign,
  type TitleChoice,
  type VideoCampaignBody,
} from '@marquee/contract';

/** A play rule's name in the texts (`ads.playRules.<name>`). */
export const playRuleName = { 1: 'start', 2: 'end', 3: 'middle' } as const;

/** A campaign's form as typed: numbers are text until sent, targets the titles picked. */
export interface CampaignFields {
  name: string;
  play_rules: string;
  mid_roll_time: string;
  display_duration: string;
  video_url: string;
  all_titles: boolean;
  vod_ids: TitleChoice[];
  show_ids: TitleChoice[];
  active: boolean;
}

export const campaignFieldsOf = (campaign: StudioVideoCampaign | undefined): CampaignFields => ({
  name: campaign?.name ?? '',
  play_rules: String(campaign?.play_rules ?? PlayRule.start),
  mid_roll_time: campaign?.mid_roll_time === null ? '' : String(campaign?.mid_roll_time ?? ''),
  display_duration: String(campaign?.display_duration ?? 5),
  video_url: campaign?.video_url ?? '',
  all_titles: campaign?.all_titles ?? false,
  vod_ids: campaign?.vods ?? [],
  show_ids: campaign?.shows ?? [],
  active: campaign?.active ?? true,
});

const idsOf = (titles: TitleChoice[]): number[] => titles.map((title) => title.id);

const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The form as the call's body: a mid-roll's time only for rule 3 (empty: none, which the rules
 * refuse by name), the targets only when not
 * on all titles, so that switching rule or reach does not leave a refused leftover behind.
 */
export function campaignBodyOf(fields: CampaignFields): VideoCampaignBody {
  const rule = Number(fields.play_rules) as VideoCampaignBody['play_rules'];
  return {
    name: fields.name,
    play_rules: rule,
    mid_roll_time:
      rule === PlayRule.middle && fields.mid_roll_time.trim() !== ''
        ? numberOf(fields.mid_roll_time)
        : null,
    display_duration: numberOf(fields.display_duration),
    video_url: fields.video_url,
    all_titles: fields.all_titles,
    vod_ids: fields.all_titles ? [] : idsOf(fields.vod_ids),
    show_ids: fields.all_titles ? [] : idsOf(fields.show_ids),
    active: fields.active,
  };
}
