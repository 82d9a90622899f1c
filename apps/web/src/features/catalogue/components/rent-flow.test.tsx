import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VodItem } from '@marquee/contract';
import { track } from '@/entities/analytics';
import { i18n, loadLanguage } from '@/shared/i18n/i18n';
import { notify } from '@/shared/ui/notify';
import { envelopeResponse, makeMovie, makeRentableProfiles, urlOf } from '@/test/fixtures';
import { makeEpisode } from '../testing/catalogue-fixtures';
import { callsTo, fakeCatalogueApi, listOf, type FakeHandler } from '../testing/fake-catalogue-api';
import { renderDetails } from '../testing/render-details';

vi.mock('@/entities/analytics/api/analytics', () => ({ track: vi.fn() }));
vi.mock('@/shared/ui/notify', () => ({ notify: vi.fn() }));

const { weekOrMonth: uhd, bought: sd } = makeRentableProfiles();
const film = makeMovie({ movie_source: { subtitles: [], profiles: [uhd, sd] } });

/** A server that remembers rentals, so the film comes back rented afterwards. */
function serve(item: VodItem, rent?: FakeHandler) {
  const rented = new Set<number>();
  const current = () => ({
    ...item,
    movie_source: {
      ...item.movie_source,
      profiles: item.movie_source.profiles.map((profile) =>
        rented.has(profile.id) ? { ...profile, subscribed: true } : profile,
      ),
    },
  });
  return fakeCatalogueApi({
    '/vods/list': () => listOf([current()]),
    '/vods/similar': () => listOf([]),
    '/account/check-pin': ({ body }) => ({ ok: (body as { pin: string }).pin === '12345' }),
    '/vods/rent':
      rent ??
      (({ body }) => {
        const { vod_profile_id } = body as { vod_profile_id: number };
        rented.add(vod_profile_id);
        const profile = current().movie_source.profiles.find(({ id }) => id === vod_profile_id);
        return envelopeResponse({
          status: 1,
          message: 'Successfully rented',
          notice: { key: 'rented' },
          data: { profile, expires_at: '2026-12-01T00:00:00.000Z' },
        });
      }),
  });
}

const sentBodies = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([input]) => urlOf(input).includes('/vods/rent'))
    .map(([, init]) => JSON.parse(init!.body as string) as unknown);

async function rentUpToChooser(profile: string, options = {}) {
  const view = renderDetails('/movies/3', { currencyCode: 'EUR', ...options });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Rent ${profile}` }));
  expect(await screen.findByRole('dialog', { name: 'Enter your purchase PIN' })).toBeVisible();
  await user.type(screen.getByLabelText('PIN'), '12345{Enter}');
  const chooser = await screen.findByRole('dialog', { name: 'Rent The Long Night' });
  return { ...view, user, chooser };
}

describe('Renting (catalogue §4, Renting)', () => {
  beforeEach(() => {
    vi.mocked(track).mockClear();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('1. an expired subscription blocks Rent before the purchase PIN', async () => {
    serve(film);
    renderDetails('/movies/3', { subscriptionExpired: true, currencyCode: 'EUR' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rent 4K' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(
      'warning',
      'Subscription has expired. Renew your subscription to keep watching.',
      expect.anything(),
    );
  });

  it('2. asks for the 5-digit purchase PIN and refuses a wrong one', async () => {
    serve(film);
    renderDetails('/movies/3', { currencyCode: 'EUR' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rent 4K' }));
    const pin = await screen.findByLabelText('PIN');
    expect(pin).toHaveAttribute('maxlength', '5');
    await user.type(pin, '99999{Enter}');
    expect(await screen.findByText('Wrong purchase pin!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Rent The Long Night' })).not.toBeInTheDocument();
  });

  it('3-5. chooser, confirm with currency and price (No returns), then the rent call', async () => {
    const fetchMock = serve(film);
    const { user, chooser, router } = await rentUpToChooser('4K');
    const options = within(chooser).getByRole('group', { name: 'Rental options' });
    expect(within(options).getAllByRole('radio')).toHaveLength(3);
    // 4K has two pricing options: none is preselected.
    expect(within(chooser).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(within(chooser).getByRole('radio', { name: '4K · 7 days · €3.99' }));
    await user.click(within(chooser).getByRole('button', { name: 'Continue' }));

    let confirm = await screen.findByRole('dialog', { name: 'Confirm rental' });
    expect(confirm).toHaveTextContent('Rent The Long Night in 4K (7 days) for €3.99?');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    const again = await screen.findByRole('dialog', { name: 'Rent The Long Night' });
    expect(within(again).getByRole('radio', { name: '4K · 7 days · €3.99' })).toBeChecked();
    expect(sentBodies(fetchMock)).toEqual([]);

    await user.click(within(again).getByRole('button', { name: 'Continue' }));
    confirm = await screen.findByRole('dialog', { name: 'Confirm rental' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Successfully rented'));
    expect(sentBodies(fetchMock)).toEqual([
      { single_event_vod_id: 3, vod_profile_id: 12, duration: 7 },
    ]);
    expect(track).toHaveBeenCalledWith('rent_movie', {
      id: 3,
      title: 'The Long Night',
      profile: '4K',
      price: 3.99,
      duration: 7,
    });

    // The profile is marked subscribed: its Rent button goes and Play plays with it.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Rent 4K' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Rent SD' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(router.state.location.search).toBe('?play');
    expect(router.state.location.state).toMatchObject({ profileId: 12 });
  });

  it('preselects a single pricing option and sends no duration outside tvod_dtr', async () => {
    const fetchMock = serve(film);
    const { user, chooser } = await rentUpToChooser('SD');
    expect(
      within(chooser).getByRole('radio', { name: 'SD · Yours to keep · €1.50' }),
    ).toBeChecked();
    await user.click(within(chooser).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm rental' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock)).toEqual([{ single_event_vod_id: 3, vod_profile_id: 13 }]),
    );
  });

  it('rents once when Yes is clicked twice', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = serve(film, () => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, chooser } = await rentUpToChooser('SD');
    await user.click(within(chooser).getByRole('button', { name: 'Continue' }));
    const yes = within(await screen.findByRole('dialog', { name: 'Confirm rental' })).getByRole(
      'button',
      { name: 'Yes' },
    );
    await user.click(yes);
    await user.dblClick(yes);
    expect(sentBodies(fetchMock)).toHaveLength(1);
    expect(yes).toBeDisabled();
    expect(yes).toHaveTextContent('Renting…');
    answer(
      envelopeResponse({
        status: 1,
        data: { profile: { ...sd, subscribed: true }, expires_at: null },
      }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'SD rented. Enjoy watching!'),
    );
  });

  it("shows the server's refusal as an error and returns to the chooser", async () => {
    serve(film, () => envelopeResponse({ status: 0, message: 'Payment declined' }, 402));
    const { user, chooser } = await rentUpToChooser('SD');
    await user.click(within(chooser).getByRole('button', { name: 'Continue' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm rental' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Payment declined'));
    const again = await screen.findByRole('dialog', { name: 'Rent The Long Night' });
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Rent SD' })).toBeInTheDocument();
    expect(track).not.toHaveBeenCalledWith('rent_movie', expect.anything());
  });

  it('shows no confirm dialog without a currency, and rents nothing', async () => {
    const fetchMock = serve(film);
    const { user, chooser } = await rentUpToChooser('SD', { currencyCode: null });
    await user.click(within(chooser).getByRole('button', { name: 'Continue' }));
    expect(await within(chooser).findByRole('alert')).toHaveTextContent(
      "This rental's price is not available right now",
    );
    expect(screen.queryByRole('dialog', { name: 'Confirm rental' })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  describe('in the reader’s language', () => {
    afterEach(() => loadLanguage('en'));

    /** Rents SD through every step, the texts found in the interface language. */
    async function rentSd() {
      renderDetails('/movies/3', { currencyCode: 'EUR' });
      const user = userEvent.setup();
      await user.click(
        await screen.findByRole('button', { name: i18n.t('details.rent', { profile: 'SD' }) }),
      );
      await user.type(await screen.findByLabelText(i18n.t('pin.label')), '12345{Enter}');
      await user.click(await screen.findByRole('button', { name: i18n.t('catalogue.rent.next') }));
      await user.click(await screen.findByRole('button', { name: i18n.t('catalogue.rent.yes') }));
    }

    it('says "Successfully rented" in Portuguese', async () => {
      await loadLanguage('pt');
      serve(film);
      await rentSd();
      await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Alugado com sucesso'));
    });

    it('shows a refusal and the gateway’s reason in Brazilian Portuguese', async () => {
      await loadLanguage('pt_BR');
      serve(film, () =>
        envelopeResponse(
          {
            status: 0,
            message: 'Renting failed: Insufficient funds.',
            notice: {
              key: 'rentDeclined',
              params: { reason: 'Insufficient funds.', reasonKey: 'insufficientFunds' },
            },
          },
          402,
        ),
      );
      await rentSd();
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith('error', 'Falha no aluguel: Saldo insuficiente.'),
      );
    });
  });

  it('records rent_episode for an episode', async () => {
    const episode = makeEpisode({ movie_source: { subtitles: [], profiles: [sd] } });
    fakeCatalogueApi({
      '/vods/list': ({ query }) => listOf(query.get('filter[id]') ? [episode] : []),
      '/multi-event-vods/list': () => listOf([]),
      '/account/check-pin': () => ({ ok: true }),
      '/vods/rent': () => ({ profile: { ...sd, subscribed: true }, expires_at: null }),
    });
    renderDetails('/tv-shows/episode/284', { currencyCode: 'EUR' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rent SD' }));
    await user.type(await screen.findByLabelText('PIN'), '12345{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith('rent_episode', expect.objectContaining({ id: 284 })),
    );
    expect(callsTo(vi.mocked(fetch), '/vods/rent')).toHaveLength(1);
  });
});
