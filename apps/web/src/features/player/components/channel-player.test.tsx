import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePlayerStore } from '../stores/player-store';
import {
  makeChannel,
  makeChannelProfile,
  makeProgramme,
} from '@marquee/player-core/testing/channel-fixtures';
import { bodiesOf } from '../testing/fake-live-api';
import { findVideo, renderChannel, streamBodies } from '../testing/channel-player-harness';
import { notify } from '@/shared/ui/notify';

vi.mock('@/shared/ui/notify', () => ({ notify: vi.fn() }));

// Now is 18:45; the guide has 12:00–13:00 (past), 18:30–19:30 (on air) and 19:30–20:00.
const now = new Date(2026, 10, 20, 18, 45).getTime();
const at = (hours: number, minutes = 0) => new Date(2026, 10, 20, hours, minutes).getTime();
const noon = makeProgramme(41, at(12), at(13), { title: 'Midday News' });
const film = makeProgramme(42, at(18, 30), at(19, 30), { title: 'Evening Film' });
const quiz = makeProgramme(43, at(19, 30), at(20), { title: 'Quiz Night' });
const programmes = [noon, film, quiz];

describe('the channel player (/channels/{id})', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    usePlayerStore.getState().close();
    usePlayerStore.setState({ pinEnteredChannels: [] });
    vi.mocked(notify).mockClear();
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the channel maximised on its live stream, with now and next', async () => {
    const { fetchMock } = renderChannel({ channels: [makeChannel()], programmes });
    const video = await findVideo();
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/s/token/live/5/index.m3u8'));
    expect(streamBodies(fetchMock)).toEqual([{ channel_id: 5 }]);
    expect(usePlayerStore.getState()).toMatchObject({
      playerSize: 'maximize',
      source: { kind: 'live', channel: { id: 5 } },
    });
    expect(await screen.findByText('Evening Film')).toBeInTheDocument();
    expect(screen.getByText('Quiz Night')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of Evening Film' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  });

  it('Start over plays the channel from the start of the programme on air, and Go to live returns', async () => {
    const { fetchMock } = renderChannel({ channels: [makeChannel()], programmes });
    const video = await findVideo();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    await waitFor(() =>
      expect(video.getAttribute('src')).toBe(
        `/media/s/token/live/5/shift-${at(18, 30) / 1000}.m3u8`,
      ),
    );
    expect(streamBodies(fetchMock)).toEqual([
      { channel_id: 5 },
      { channel_id: 5, from_timestamp: at(18, 30) / 1000 },
    ]);
    const live = screen.getByRole('button', { name: 'Go to live' });
    expect(live).toHaveAttribute('data-at-live', 'false');
    await user.click(live);
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/s/token/live/5/index.m3u8'));
    expect(usePlayerStore.getState().source).toMatchObject({ kind: 'live' });
  });

  it('zaps up and down by channel_number with the buttons and PageUp/PageDown', async () => {
    const channels = [
      makeChannel({ id: 9, channel_number: 9, title: 'Nine' }),
      makeChannel(),
      makeChannel({ id: 1, channel_number: 1, title: 'One' }),
    ];
    const { fetchMock, router } = renderChannel({ channels, programmes: [] });
    await findVideo();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Channel up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/channels/9'));
    await waitFor(() => expect(streamBodies(fetchMock)).toContainEqual({ channel_id: 9 }));

    await user.keyboard('{PageDown}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/channels/5'));
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/channels/1'));
    expect(usePlayerStore.getState().source).toMatchObject({ kind: 'live', channel: { id: 1 } });
    // Zapping replaces the URL: one step back still leaves the player.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('asks for the parental PIN of a rated channel once, not again for its programmes', async () => {
    const rated = makeChannel({ parental_rating: { code: 'M/18', require_pin: true } });
    const { fetchMock } = renderChannel({ channels: [rated], programmes });
    const user = userEvent.setup();
    // The first PIN prompt also loads the dialog's code.
    const prompt = await screen.findByRole(
      'dialog',
      { name: 'Enter your parental PIN' },
      { timeout: 5000 },
    );
    expect(prompt).toBeVisible();
    expect(streamBodies(fetchMock)).toEqual([]);
    await user.type(screen.getByLabelText('PIN'), '1234{Enter}');
    await waitFor(() => expect(streamBodies(fetchMock)).toEqual([{ channel_id: 5 }]));

    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(streamBodies(fetchMock)).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Enter your parental PIN' })).toBeNull();
    expect(bodiesOf(fetchMock, '/api/account/check-pin')).toEqual([
      { type: 'parental', pin: '1234' },
    ]);
  });

  it('unlocks a channel that is not rented: purchase PIN, chooser, confirm, rent, then plays', async () => {
    const locked = makeChannel({
      subscribed: false,
      streaming_profiles: [
        makeChannelProfile({ id: 71, business_model: 'tvod', subscribed: false, price: 2.5 }),
      ],
    });
    const { fetchMock } = renderChannel({ channels: [locked], programmes });
    const user = userEvent.setup();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Channel not rented. Please rent before watching.');
    expect(streamBodies(fetchMock)).toEqual([]);

    await user.click(within(notice).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('dialog', { name: 'Enter your purchase PIN' })).toBeVisible();
    await user.type(screen.getByLabelText('PIN'), '12345{Enter}');
    const chooser = await screen.findByRole('dialog', { name: 'Rent Marquee News' });
    // The channel's only option is preselected.
    expect(
      within(chooser).getByRole('radio', { name: 'HD · Yours to keep · €2.50' }),
    ).toBeChecked();
    await user.click(within(chooser).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm rental' });
    expect(confirm).toHaveTextContent('Rent Marquee News in HD (Yours to keep) for €2.50?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    const video = await findVideo();
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/s/token/live/5/index.m3u8'));
    expect(bodiesOf(fetchMock, '/api/account/check-pin')).toEqual([
      { type: 'purchase', pin: '12345' },
    ]);
    expect(bodiesOf(fetchMock, '/api/channels/rent')).toEqual([
      { channel_id: 5, streaming_profile_id: 71 },
    ]);
  });

  it('plays a past programme of the strip from its start only when the rule allows it', async () => {
    const old = makeProgramme(40, at(18, 30) - 4 * 86_400_000, at(19, 30) - 4 * 86_400_000);
    const twoDays = makeChannel({ catchup_duration_total: 2880 });
    const { fetchMock } = renderChannel({ channels: [twoDays], programmes: [old, ...programmes] });
    await findVideo();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Today's programmes" }));
    const strip = await screen.findByRole('navigation', { name: 'Programmes of Marquee News' });
    const entry = (title: string) =>
      within(strip).getByText(title).closest('button') as HTMLButtonElement;
    // Four days ago is past 2880 minutes; the film is on air (playing); the quiz is to come.
    expect(entry('Programme 40')).toBeDisabled();
    expect(entry('Evening Film')).toBeDisabled();
    expect(entry('Quiz Night')).toBeDisabled();
    expect(entry('Midday News')).toBeEnabled();

    await user.click(entry('Midday News'));
    await waitFor(() =>
      expect(streamBodies(fetchMock)).toEqual([
        { channel_id: 5 },
        { channel_id: 5, from_timestamp: at(12) / 1000 },
      ]),
    );
    expect(usePlayerStore.getState().source).toMatchObject({ kind: 'catchup', from: at(12) });
    expect(await screen.findByText('Watching')).toBeInTheDocument();
    expect(screen.getByTestId('now-playing-title')).toHaveTextContent('Midday News');
  });

  it('opens a link at a past moment of the window from there, the programme of that moment showing', async () => {
    const moment = new Date(at(12, 15)).toISOString();
    const { fetchMock } = renderChannel(
      { channels: [makeChannel()], programmes },
      `/channels/5?at=${moment}`,
    );
    await findVideo();
    await waitFor(() =>
      expect(streamBodies(fetchMock)).toEqual([
        { channel_id: 5, from_timestamp: at(12, 15) / 1000 },
      ]),
    );
    expect(screen.getByTestId('now-playing-title')).toHaveTextContent('Midday News');
    expect(notify).not.toHaveBeenCalled();
  });

  it('plays live, saying why, for a link that is not a date, before the window, or on a channel without catch-up', async () => {
    const cases = [
      ['yesterday', makeChannel(), 'The link’s time is not a date: playing live.'],
      [
        new Date(now - 4 * 86_400_000).toISOString(),
        makeChannel(),
        'That moment is no longer available to watch again: playing live.',
      ],
      [
        new Date(at(12)).toISOString(),
        makeChannel({ catchup_enabled: false, catchup_duration_total: 0 }),
        'This channel does not offer catch-up: playing live.',
      ],
    ] as const;
    for (const [value, channel, text] of cases) {
      usePlayerStore.getState().close();
      vi.mocked(notify).mockClear();
      const { fetchMock, unmount } = renderChannel(
        { channels: [channel], programmes },
        `/channels/5?at=${value}`,
      );
      await findVideo();
      await waitFor(() => expect(streamBodies(fetchMock)).toEqual([{ channel_id: 5 }]));
      expect(notify).toHaveBeenCalledWith('warning', text);
      unmount();
    }
  });

  it('copies a link to the moment playing and says so', async () => {
    renderChannel(
      { channels: [makeChannel()], programmes },
      `/channels/5?at=${new Date(at(12, 15)).toISOString()}`,
    );
    await findVideo();
    // user-event puts a clipboard of its own on the navigator: this one comes after it.
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `${window.location.origin}/channels/5?at=${new Date(at(12, 15)).toISOString().replace('.000Z', 'Z')}`,
      ),
    );
    expect(notify).toHaveBeenCalledWith('success', 'Link to this moment copied.');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });
});
