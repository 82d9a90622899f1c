import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { fakeHls } from '@marquee/player-core/testing/fake-media';
import { makeChannel } from '@marquee/player-core/testing/channel-fixtures';
import { usePlayerStore } from '../stores/player-store';
import { CHANNEL_RETRY_MS } from '../hooks/use-channel-availability';
import { findVideo, renderChannel, streamBodies } from '../testing/channel-player-harness';

// hls.js needs Media Source Extensions, which jsdom lacks: the channel plays on the core's fake
// of it (the one its own tests use), whose errors the test raises as hls.js would.
const hls = vi.hoisted(() => ({ fake: null as ReturnType<typeof fakeHls> | null }));
vi.mock('hls.js', async () => {
  const { fakeHls } = await import('@marquee/player-core/testing/fake-media');
  hls.fake = fakeHls();
  return hls.fake.loader.load();
});

const UNAVAILABLE = 'This channel is unavailable right now. We keep trying to bring it back.';
const findUnavailable = () => screen.findByText(UNAVAILABLE, {}, { timeout: 5000 });
const spinner = () => screen.queryByRole('status', { name: 'Loading video' });
const LIVE_5 = '/media/s/token/live/5/index.m3u8';

const news = makeChannel({ logo_url: '/artwork/channels/5/logo.png' });
const nine = makeChannel({ id: 9, channel_number: 9, title: 'Nine' });

describe('a channel that is down', () => {
  beforeEach(() => {
    usePlayerStore.getState().close();
    usePlayerStore.setState({ pinEnteredChannels: [] });
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says so, with its logo and Try again, when the stream call answers 409 channelUnavailable', async () => {
    renderChannel({ channels: [news, nine], down: new Set([5]) });
    const message = (await findUnavailable()).closest('[role="alert"]') as HTMLElement;
    expect(within(message).getByRole('img', { name: 'Marquee News logo' })).toHaveAttribute(
      'src',
      '/artwork/channels/5/logo.png',
    );
    expect(within(message).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Marquee News' })).toBeInTheDocument();
    expect(spinner()).toBeNull();
    expect(screen.queryByTestId('player-video')).toBeNull();
  });

  it('says so when the origin refuses the live playlist with X-Media-Error media_channel_unavailable', async () => {
    vi.stubGlobal('MediaSource', class {});
    const { fetchMock } = renderChannel({ channels: [news] });
    await findVideo();
    await waitFor(() => expect(hls.fake?.latest().url).toBe(LIVE_5));
    expect(spinner()).toBeInTheDocument();
    // What hls.js reports when the level playlist answers 409 (its fetch loader's Response).
    const refusal = new Response('{"status":0}', {
      status: 409,
      headers: { 'X-Media-Error': 'media_channel_unavailable' },
    });
    hls.fake!.latest().emit('hlsError', {
      type: 'networkError',
      details: 'levelLoadError',
      fatal: true,
      response: { url: LIVE_5, code: 409, text: '' },
      networkDetails: refusal,
    });
    expect(await findUnavailable()).toBeInTheDocument();
    expect(spinner()).toBeNull();
    expect(screen.queryByTestId('player-video')).toBeNull();
    expect(hls.fake!.latest().destroyed).toBe(true);
    expect(streamBodies(fetchMock)).toEqual([{ channel_id: 5 }]);
  });

  it('says so when the channel goes down as its expired address is renewed', async () => {
    vi.stubGlobal('MediaSource', class {});
    const down = new Set<number>();
    const { fetchMock } = renderChannel({ channels: [news], down });
    await findVideo();
    await waitFor(() => expect(hls.fake?.latest().url).toBe(LIVE_5));
    down.add(5);
    // The signed address expired: the core asks the stream call for a new one, which refuses.
    hls.fake!.latest().emit('hlsError', {
      type: 'networkError',
      details: 'levelLoadError',
      fatal: true,
      response: { url: LIVE_5, code: 403, text: '' },
    });
    expect(await findUnavailable()).toBeInTheDocument();
    expect(streamBodies(fetchMock)).toEqual([{ channel_id: 5 }, { channel_id: 5 }]);
    expect(screen.queryByText('The video could not be played.')).toBeNull();
  });

  it('Try again asks for the stream again and plays it once the channel is back', async () => {
    const down = new Set([5]);
    const { fetchMock } = renderChannel({ channels: [news], down });
    const user = userEvent.setup();
    await findUnavailable();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(streamBodies(fetchMock)).toHaveLength(2));
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();

    down.delete(5);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const video = await findVideo();
    await waitFor(() => expect(video.getAttribute('src')).toBe(LIVE_5));
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    expect(streamBodies(fetchMock)).toHaveLength(3);
  });

  it('asks for the stream again by itself every 30 s while it shows, and plays when it comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const down = new Set([5]);
    const { fetchMock } = renderChannel({ channels: [news], down });
    await findUnavailable();
    await vi.advanceTimersByTimeAsync(CHANNEL_RETRY_MS - 1000);
    expect(streamBodies(fetchMock)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(streamBodies(fetchMock)).toHaveLength(2));
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();

    down.delete(5);
    await vi.advanceTimersByTimeAsync(CHANNEL_RETRY_MS);
    const video = await findVideo();
    await waitFor(() => expect(video.getAttribute('src')).toBe(LIVE_5));
    expect(streamBodies(fetchMock)).toHaveLength(3);
    // Playing again: no more asking.
    await vi.advanceTimersByTimeAsync(2 * CHANNEL_RETRY_MS);
    expect(streamBodies(fetchMock)).toHaveLength(3);
  });

  it('leaves channel up and down working, and zapping to a channel that plays clears it', async () => {
    const { fetchMock, router } = renderChannel({ channels: [news, nine], down: new Set([5]) });
    const user = userEvent.setup();
    await findUnavailable();
    await user.click(screen.getByRole('button', { name: 'Channel up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/channels/9'));
    const video = await findVideo();
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/s/token/live/9/index.m3u8'));
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    expect(streamBodies(fetchMock)).toEqual([{ channel_id: 5 }, { channel_id: 9 }]);
  });
});
