// The ads page's tests' server: a banner, a campaign, and the catalogue's answer to a picker.
import type { OperatorRole, StudioAdBanner, StudioVideoCampaign } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, stubStudioServer, type StubCall } from '@/test/studio-server-stub';
import { AdsPage } from './ads-page';

export const banner = (
  id: string,
  title: string,
  counts: Partial<StudioAdBanner> = {},
): StudioAdBanner => ({
  id,
  title,
  box_position: 'home_box',
  image_url: `/media/art/banner/${id}.svg`,
  target_url: '/page/help',
  active: true,
  position: 0,
  starts_at: null,
  ends_at: null,
  impressions: 0,
  clicks: 0,
  closes: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  ...counts,
});

export const CAMPAIGN: StudioVideoCampaign = {
  id: 4,
  name: 'Brand pre-roll',
  play_rules: 1,
  mid_roll_time: null,
  display_duration: 5,
  video_url: 'https://adverts.example.com/brand.mp4',
  all_titles: true,
  vod_ids: [],
  show_ids: [],
  vods: [],
  shows: [],
  active: true,
  created_at: '2026-11-01T10:00:00.000Z',
};

export const NIGHT_TRAIN = { id: 12, title: 'Night Train', year: 2019 };

/** The catalogue's answer to a search of films or shows, as a picker asks it. */
export function catalogueAnswer(call: StubCall) {
  const titles = {
    '/studio/catalogue/films': [NIGHT_TRAIN],
    '/studio/catalogue/shows': [{ id: 7, title: 'Coastline', year: 2021 }],
  }[call.path];
  if (!titles) return undefined;
  const items = titles.map((title) => ({
    ...title,
    genres: [],
    cover_url: `/media/art/cover/${title.id}.svg`,
    episode_number: null,
    created_at: '2026-11-01T10:00:00.000Z',
  }));
  return ok({ items, pager: { page: 1, pageCount: 1, count: items.length } });
}

/** Opens the ads page with a server holding one banner, or a campaign, for this role. */
export function openAds(
  role: OperatorRole,
  url = '/ads',
  answer: (call: StubCall) => ReturnType<typeof ok> | undefined = () => undefined,
) {
  const banners = [
    banner('aaaaaaaaaaaaaaaaaaaaaaaa', 'Winter films', { impressions: 120, clicks: 7 }),
  ];
  const { calls, operator } = stubStudioServer(role, (call) => {
    const answered = answer(call);
    if (answered) return answered;
    if (call.method === 'GET' && call.path === '/studio/ad-banners') {
      return ok({ items: banners, pager: { page: 1, pageCount: 1, count: banners.length } });
    }
    if (call.method === 'GET' && call.path === '/studio/video-campaigns') return ok([CAMPAIGN]);
    return undefined;
  });
  renderPage(<AdsPage tab={url.endsWith('campaigns') ? 'campaigns' : 'banners'} />, {
    path: url.slice(1),
    url,
    operator,
  });
  return { calls, banners };
}
