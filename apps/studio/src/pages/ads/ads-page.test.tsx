import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorRole, StudioAdBanner, StudioVideoCampaign } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, stubStudioServer, type StubCall } from '@/test/studio-server-stub';
import { AdsPage } from './ads-page';

const banner = (
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

const CAMPAIGN: StudioVideoCampaign = {
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

const NIGHT_TRAIN = { id: 12, title: 'Night Train', year: 2019 };

/** The catalogue's answer to a search of films or shows, as a picker asks it. */
function catalogueAnswer(call: StubCall) {
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
function openAds(
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

describe('the ads page', () => {
  it('lists banners with their impressions and clicks', async () => {
    openAds('editor');
    const row = (await screen.findByText('Winter films')).closest('tr')!;
    expect(within(row).getByText('120')).toBeVisible();
    expect(within(row).getByText('7')).toBeVisible();
    expect(within(row).getByText('Home')).toBeVisible();
  });

  it('lets an editor add a banner, sending the fields the form holds', async () => {
    const user = userEvent.setup();
    const { calls, banners } = openAds('editor', '/ads', (call) => {
      if (call.method !== 'POST') return undefined;
      const made = banner('bbbbbbbbbbbbbbbbbbbbbbbb', 'Spring offer');
      banners.push(made);
      return ok(made, {
        message: 'The banner is saved: apps show it as scheduled.',
        notice: { key: 'studioAdBannerSaved' },
      });
    });
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const form = screen.getByRole('form', { name: 'New banner' });
    await user.type(within(form).getByLabelText('Title'), 'Spring offer');
    await user.selectOptions(within(form).getByLabelText('Box position'), 'movies_box');
    await user.type(within(form).getByLabelText('Link'), 'https://offers.example.com/spring');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('The banner is saved: apps show it as scheduled.'),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Spring offer',
      box_position: 'movies_box',
      target_url: 'https://offers.example.com/spring',
      active: true,
      position: 0,
      starts_at: null,
      ends_at: null,
    });
    expect(await screen.findByText('Spring offer')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'New banner' })).toBeNull();
  });

  it('says what is wrong with the fields before anything is sent', async () => {
    const user = userEvent.setup();
    const { calls } = openAds('owner');
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const form = screen.getByRole('form', { name: 'New banner' });
    await user.type(within(form).getByLabelText('Link'), 'javascript:alert(1)');
    await user.type(within(form).getByLabelText('Shown from'), '2026-12-02T10:00');
    await user.type(within(form).getByLabelText('Shown until'), '2026-12-01T10:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription(
      'Drawn on the banner’s image and read out in its place. Required',
    );
    expect(
      within(form).getByText('Must be a path of the app (/movies/12) or an https:// address'),
    ).toBeVisible();
    // The schedule is checked as a whole once each of its fields is right.
    await user.type(within(form).getByLabelText('Title'), 'Spring offer');
    await user.clear(within(form).getByLabelText('Link'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Must be after the start')).toBeVisible();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('deletes a banner only once confirmed', async () => {
    const user = userEvent.setup();
    const { calls, banners } = openAds('editor', '/ads', (call) => {
      if (call.method !== 'DELETE') return undefined;
      banners.splice(0, 1);
      return ok(null, { notice: { key: 'studioAdBannerDeleted' } });
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Winter films' }));
    const question = screen.getByRole('group', {
      name: 'Delete Winter films? This cannot be undone.',
    });
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Winter films was deleted.')).toBeVisible();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      '/studio/ad-banners/aaaaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(await screen.findByText('There are no banners here yet.')).toBeVisible();
  });

  it('shows support the counts without any control that changes them', async () => {
    openAds('support');
    expect(await screen.findByText('Winter films')).toBeVisible();
    expect(screen.getByText('Your role may read the ads but not change them.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New banner' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  });

  it('asks a mid-roll for its time, and shows the server’s reason for a refusal', async () => {
    const user = userEvent.setup();
    const { calls } = openAds('editor', '/ads/campaigns', (call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              status: 0,
              message: 'There is no movie or episode with id 12.',
              notice: { key: 'studioCampaignVodUnknown', params: { id: 12 } },
              errors: { vod_ids: ['There is no movie or episode with id 12.'] },
            },
          }
        : catalogueAnswer(call),
    );
    expect(await screen.findByText('Brand pre-roll')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New video campaign' }));
    const form = screen.getByRole('form', { name: 'New video campaign' });
    expect(within(form).queryByLabelText('Mid-roll at (seconds)')).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Plays'), 'Mid-roll');
    await user.type(within(form).getByLabelText('Name'), 'Winter mid-roll');
    await user.type(within(form).getByLabelText('Video address'), 'https://a.example.com/w.mp4');
    await user.type(within(form).getByRole('combobox', { name: 'Movies and episodes' }), 'ni');
    await user.click(await within(form).findByRole('option', { name: /Night Train/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('A mid-roll needs the second it plays at')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText('Mid-roll at (seconds)'), '600');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'There is no movie or episode with id 12.',
    );
    expect(
      within(form).getByRole('combobox', { name: 'Movies and episodes' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('There is no movie or episode with id 12.') as string,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      play_rules: 3,
      mid_roll_time: 600,
      vod_ids: [12],
      all_titles: false,
    });
  });

  it('shows an edited campaign’s titles by name, and sends the ids of those picked', async () => {
    const user = userEvent.setup();
    const targeted: StudioVideoCampaign = {
      ...CAMPAIGN,
      all_titles: false,
      vod_ids: [12],
      vods: [NIGHT_TRAIN],
    };
    const { calls } = openAds('editor', '/ads/campaigns', (call) => {
      if (call.method === 'PUT')
        return ok(targeted, { notice: { key: 'studioVideoCampaignSaved' } });
      if (call.path === '/studio/video-campaigns') return ok([targeted]);
      return catalogueAnswer(call);
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Brand pre-roll' }));
    const form = screen.getByRole('form', { name: 'Edit video campaign' });
    await user.click(within(form).getByRole('button', { name: 'Remove Night Train' }));
    await user.type(within(form).getByRole('combobox', { name: 'TV shows' }), 'coast');
    await within(form).findByRole('option', { name: /Coastline/ });
    await user.keyboard('{Enter}');
    expect(within(form).getByRole('button', { name: 'Remove Coastline' })).toBeVisible();
    expect(calls.find((call) => call.path === '/studio/catalogue/shows')?.query.get('search')).toBe(
      'coast',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The video campaign is saved.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      all_titles: false,
      vod_ids: [],
      show_ids: [7],
    });
  });

  it('uploads a chosen image after a preview, and refuses a file of another kind at once', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
    const user = userEvent.setup({ applyAccept: false });
    const uploaded = '/media/ad-banners/aaaaaaaaaaaaaaaaaaaaaaaa-0123456789abcdef.png';
    const { calls } = openAds('editor', '/ads', (call) =>
      call.method === 'PUT' && call.path.startsWith('/studio/ad-banner-images/')
        ? ok(banner('aaaaaaaaaaaaaaaaaaaaaaaa', 'Winter films', { image_url: uploaded }), {
            message: 'The banner’s image is saved.',
            notice: { key: 'studioAdImageSaved' },
          })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Winter films' }));
    const form = screen.getByRole('form', { name: 'Edit banner' });
    const chooser = within(form).getByLabelText('Choose a PNG, JPEG or WebP image (2 MiB at most)');

    await user.upload(chooser, new File(['GIF89a'], 'old.gif', { type: 'image/gif' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    expect(within(form).getByRole('button', { name: 'Upload image' })).toBeDisabled();

    await user.upload(
      chooser,
      new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'spring.png', { type: 'image/png' }),
    );
    expect(within(form).getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(within(form).getByRole('button', { name: 'Upload image' }));
    expect(await within(form).findByText('The banner’s image is saved.')).toBeVisible();
    expect(within(form).getByRole('img', { name: 'Winter films' })).toHaveAttribute(
      'src',
      uploaded,
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/studio/ad-banner-images/aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(put?.body).toEqual({ data: 'iVBORw==' }); // the file's four bytes
    expect(within(form).getByRole('button', { name: 'Use the generated image' })).toBeVisible();
  });
});
