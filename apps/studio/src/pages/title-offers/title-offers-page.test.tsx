import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioOffer } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, stubStudioServer } from '@/test/studio-server-stub';
import { TitleOffersPage } from './title-offers-page';

const HD: StudioOffer = {
  id: 5,
  name: 'HD',
  code: 'hd',
  business_model: 'svod',
  pricing: [],
  source_url: '/media/vod/demo/master.m3u8',
  active_rentals: 0,
};

function openOffers() {
  const { calls, operator } = stubStudioServer('editor', (call) => {
    if (call.method === 'GET' && call.path === '/studio/title-offers/12') {
      return ok({
        title: {
          id: 12,
          kind: 'episode',
          title: 'Departure',
          show_title: 'Night Ferry',
          season: 1,
          episode: 2,
        },
        currency: 'EUR',
        offers: [HD],
      });
    }
    if (call.method === 'PUT' && call.path === '/studio/vod-offers/5') {
      return ok({ ...HD, ...(call.body as object) });
    }
    return undefined;
  });
  renderPage(<TitleOffersPage />, {
    path: 'catalogue/vods/:id/offers',
    url: '/catalogue/vods/12/offers',
    operator,
  });
  return calls;
}

describe('a title’s profiles and prices page', () => {
  it('names an episode with its show, and links back to the episode', async () => {
    openOffers();
    expect(
      await screen.findByRole('heading', {
        name: 'Profiles and prices: Night Ferry S01E02 · Departure',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /^Back to Night Ferry/ })).toHaveAttribute(
      'href',
      '/studio/catalogue/episodes/12',
    );
    expect(within(screen.getByRole('row', { name: /HD/ })).getByText('Included')).toBeVisible();
  });

  it('checks the prices as the rent call does, then saves a rental for days', async () => {
    const user = userEvent.setup();
    const calls = openOffers();
    await user.click(await screen.findByRole('button', { name: 'Edit HD' }));
    const form = screen.getByRole('form', { name: 'Edit HD' });
    await user.selectOptions(within(form).getByLabelText('Business model'), 'tvod_dtr');
    await user.type(within(form).getByLabelText('Price 1 (EUR)'), '3,999');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      within(form).getByText('Must be a price from 0 to 100000 with at most two decimals'),
    ).toBeVisible();
    expect(within(form).getByLabelText('Price 1 (EUR)')).toHaveAccessibleDescription(
      'Must be a price from 0 to 100000 with at most two decimals',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.clear(within(form).getByLabelText('Price 1 (EUR)'));
    await user.type(within(form).getByLabelText('Price 1 (EUR)'), '3,99');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'HD',
      code: 'hd',
      business_model: 'tvod_dtr',
      pricing: [{ price: 3.99, duration: 2 }],
    });
    expect(await screen.findByText('The profile is saved: subscribers see it now.')).toBeVisible();
  });
});
