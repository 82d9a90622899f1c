import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VodItem, VodProfile } from '@marquee/contract';
import { readPlayState } from '@/shared/lib/play-navigation';
import { storage } from '@/shared/storage/storage';
import { notify } from '@/shared/ui/notify';
import { makeMovie } from '@/test/fixtures';
import { makeEpisode } from '../testing/catalogue-fixtures';
import { fakeCatalogueApi } from '../testing/fake-catalogue-api';
import { renderAction } from '../testing/render-action';
import { PlayButton } from './play-button';

vi.mock('@/shared/ui/notify', () => ({ notify: vi.fn() }));

const hd = makeMovie().movie_source.profiles[0]!;
const sd: VodProfile = { ...hd, id: 10, name: 'SD', code: 'sd' };
const uhd: VodProfile = { ...hd, id: 12, name: '4K', code: '4k', subscribed: false };
const withProfiles = (profiles: VodProfile[], overrides: Partial<VodItem> = {}) =>
  makeMovie({ movie_source: { subtitles: [], profiles }, ...overrides });
// The spec names the key itself, so the test reads it raw rather than through the module.
const storedRaw = (key: string) => globalThis.localStorage.getItem(key);
const locked = { parental_rating: { code: '18', require_pin: true } };

function renderPlay(item: VodItem, { pinEntered = false, subscriptionExpired = false } = {}) {
  fakeCatalogueApi({
    '/account/check-pin': ({ body }) => ({ ok: (body as { pin: string }).pin === '1234' }),
  });
  return renderAction(<PlayButton item={item} pinEntered={pinEntered} />, { subscriptionExpired });
}

const playState = (router: ReturnType<typeof renderPlay>['router']) =>
  router.state.location.search === '?play' ? readPlayState(router.state.location.state) : null;

describe('PlayButton (catalogue §4, Playing a movie or episode)', () => {
  const user = userEvent.setup();
  beforeEach(() => {
    storage.vodProfile.remove();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('plays at once a film with exactly one profile and no parental rating', async () => {
    const { router } = renderPlay(withProfiles([hd], { parental_rating: null }));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(router.state.location.pathname).toBe('/movies/3');
    expect(playState(router)).toMatchObject({ profileId: 11, pinEntered: false, item: { id: 3 } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('1. warns "subscription has expired" and stops', async () => {
    const { router } = renderPlay(withProfiles([hd]), { subscriptionExpired: true });
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(notify).toHaveBeenCalledWith(
      'warning',
      'Subscription has expired. Renew your subscription to keep watching.',
      { action: { label: 'Renew', onClick: expect.any(Function) } },
    );
    expect(router.state.location.search).toBe('');
  });

  it('2. says the movie is not rented, with the "rent before watching" hint', async () => {
    const { router } = renderPlay(withProfiles([uhd]));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(notify).toHaveBeenCalledWith('info', 'Movie not rented. Please rent before watching.');
    expect(router.state.location.search).toBe('');
  });

  it('2. says the episode is not rented, with the "rent before watching" hint', async () => {
    renderPlay(makeEpisode({ movie_source: { subtitles: [], profiles: [uhd] } }));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(notify).toHaveBeenCalledWith('info', 'Episode not rented. Please rent before watching.');
  });

  it('3. plays at once with the profile saved under wecast-vod-profile', async () => {
    storage.vodProfile.set({ id: 99, name: 'SD' });
    const { router } = renderPlay(withProfiles([hd, sd]));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(playState(router)).toMatchObject({ profileId: 10 });
  });

  it('5. asks for a subscribed profile when several are and "Auto" is saved', async () => {
    storage.vodProfile.set({ id: 1, name: 'Auto' });
    const { router } = renderPlay(withProfiles([hd, sd, uhd]));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose a profile' });
    expect(chooser).toHaveTextContent('Choose one of your subscribed profiles to play');
    const options = within(chooser).getByRole('group', { name: 'Subscribed profiles' });
    expect(
      within(options)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['HD', 'SD']);
    await user.click(within(chooser).getByRole('radio', { name: 'SD' }));
    await user.click(within(chooser).getByRole('button', { name: 'Play' }));
    expect(playState(router)).toMatchObject({ profileId: 10 });
    // Without "Always play with this profile" the saved choice stays "Auto".
    expect(storage.vodProfile.get()).toEqual({ id: 1, name: 'Auto' });
  });

  it('5. keeps the chosen profile under wecast-vod-profile when asked to, by keyboard', async () => {
    const { router } = renderPlay(withProfiles([hd, sd]));
    screen.getByRole('button', { name: 'Play' }).focus();
    await user.keyboard('{Enter}');
    const chooser = await screen.findByRole('dialog', { name: 'Choose a profile' });
    await user.click(within(chooser).getByRole('radio', { name: 'HD' }));
    await user.keyboard('{ArrowDown}');
    expect(within(chooser).getByRole('radio', { name: 'SD' })).toBeChecked();
    await user.click(
      within(chooser).getByRole('checkbox', { name: 'Always play with this profile' }),
    );
    await user.keyboard('{Enter}');
    expect(playState(router)).toMatchObject({ profileId: 10 });
    expect(JSON.parse(storedRaw('wecast-vod-profile')!)).toEqual({ id: 10, name: 'SD' });
  });

  it('5. Cancel closes the chooser without playing', async () => {
    const { router } = renderPlay(withProfiles([hd, sd]));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('4. asks for the parental PIN first, then plays with the single profile', async () => {
    const { router } = renderPlay(withProfiles([hd], locked));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('dialog', { name: 'Enter your parental PIN' })).toBeVisible();
    await user.type(screen.getByLabelText('PIN'), '9999{Enter}');
    expect(await screen.findByText('Wrong parental pin!')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await user.type(screen.getByLabelText('PIN'), '1234{Enter}');
    await waitFor(() =>
      expect(playState(router)).toMatchObject({ profileId: 11, pinEntered: true }),
    );
  });

  it('4. after the PIN, opens the chooser when several profiles are subscribed', async () => {
    const { router } = renderPlay(withProfiles([hd, sd], locked));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.type(await screen.findByLabelText('PIN'), '1234{Enter}');
    const chooser = await screen.findByRole('dialog', { name: 'Choose a profile' });
    await user.click(within(chooser).getByRole('button', { name: 'Play' }));
    expect(playState(router)).toMatchObject({ profileId: 11, pinEntered: true });
  });

  it('4. does not ask again when the PIN was already entered', async () => {
    const { router } = renderPlay(withProfiles([hd], locked), { pinEntered: true });
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(playState(router)).toMatchObject({ profileId: 11, pinEntered: true });
  });
});
