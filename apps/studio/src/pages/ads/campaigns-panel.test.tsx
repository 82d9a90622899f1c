import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioVideoCampaign } from '@marquee/contract';
import { ok } from '@/test/studio-server-stub';
import { CAMPAIGN, NIGHT_TRAIN, catalogueAnswer, openAds } from './ads-page-fixtures';

describe('the video campaigns tab', () => {
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
});
