import {
  notice,
  noticeText,
  type Notice,
  type StudioVideoCampaign,
  type VideoCampaignBody,
} from '@marquee/contract';
import { badRequest, notFound } from '../../../http/errors.js';
import type { Provided } from '../../../server-module.js';
import type {
  CampaignTargets,
  NewCampaignRow,
  StudioCampaignRepository,
  TargetedCampaign,
} from './studio-campaign-repository.js';

type AuditRecord = Provided['operators']['audit'];
type OperatorContext = Parameters<AuditRecord>[0];
/** A campaign as the studio shows it. */
export function presentStudioCampaign(row: TargetedCampaign): StudioVideoCampaign {
  return {
    id: row.id,
    name: row.name,
    play_rules: row.playRules as StudioVideoCampaign['play_rules'],
    mid_roll_time: row.midRollTime,
    display_duration: row.displayDuration,
    video_url: row.videoUrl,
    all_titles: row.allTitles,
    vod_ids: row.vods.map((vod) => vod.id),
    show_ids: row.shows.map((show) => show.id),
    vods: row.vods,
    shows: row.shows,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

function columns(body: VideoCampaignBody): NewCampaignRow {
  return {
    name: body.name,
    playRules: body.play_rules,
    midRollTime: body.mid_roll_time,
    displayDuration: body.display_duration,
    videoUrl: body.video_url,
    allTitles: body.all_titles,
    active: body.active,
  };
}

/** The targets without repeats, in the order given. */
const targetsOf = (body: VideoCampaignBody): CampaignTargets => ({
  vodIds: [...new Set(body.vod_ids)],
  showIds: [...new Set(body.show_ids)],
});

const campaignNotFound = () => notFound(notice('studioVideoCampaignNotFound'));
const unknownTarget = (field: 'vod_ids' | 'show_ids', reason: Notice) =>
  badRequest(reason, { [field]: [noticeText(reason)] });

/** The studio's video campaigns: listed, made, changed and deleted, each change audited. */
export function createStudioCampaignService(deps: {
  campaigns: StudioCampaignRepository;
  audit: AuditRecord;
}) {
  const { campaigns, audit } = deps;
  const load = async (id: number): Promise<StudioVideoCampaign> => {
    const row = await campaigns.byId(id);
    if (!row) throw campaignNotFound();
    return presentStudioCampaign(row);
  };
  /** Refuses targets that name no title or show, on the field, with the id. */
  async function checkTargets(targets: CampaignTargets): Promise<void> {
    const vod = await campaigns.missingVod(targets.vodIds);
    if (vod !== undefined)
      throw unknownTarget('vod_ids', notice('studioCampaignVodUnknown', { id: vod }));
    const show = await campaigns.missingShow(targets.showIds);
    if (show !== undefined) {
      throw unknownTarget('show_ids', notice('studioCampaignShowUnknown', { id: show }));
    }
  }
  return {
    list: async (): Promise<StudioVideoCampaign[]> =>
      (await campaigns.all()).map(presentStudioCampaign),

    async create(caller: OperatorContext, body: VideoCampaignBody): Promise<StudioVideoCampaign> {
      const targets = targetsOf(body);
      await checkTargets(targets);
      const id = await campaigns.insert(columns(body), targets);
      const after = await load(id);
      await audit(caller, {
        action: 'video_campaign.create',
        target: `video_campaign:${id}`,
        after,
      });
      return after;
    },

    async change(
      caller: OperatorContext,
      id: number,
      body: VideoCampaignBody,
    ): Promise<StudioVideoCampaign> {
      const before = await load(id);
      const targets = targetsOf(body);
      await checkTargets(targets);
      if (!(await campaigns.replace(id, columns(body), targets))) throw campaignNotFound();
      const after = await load(id);
      await audit(caller, {
        action: 'video_campaign.update',
        target: `video_campaign:${id}`,
        before,
        after,
      });
      return after;
    },

    async remove(caller: OperatorContext, id: number): Promise<void> {
      const before = await load(id);
      if (!(await campaigns.remove(id))) throw campaignNotFound();
      await audit(caller, {
        action: 'video_campaign.delete',
        target: `video_campaign:${id}`,
        before,
      });
    },
  };
}

export type StudioCampaignService = ReturnType<typeof createStudioCampaignService>;
