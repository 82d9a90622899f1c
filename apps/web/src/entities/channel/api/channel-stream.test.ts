import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { envelopeResponse, urlOf } from '@/test/fixtures';
import { channelStreamQueryOptions, startChannelStream } from './channel-stream';

const stream = (url: string) => ({
  url,
  primary_drm_license_url: null,
  thumbnails_url: null,
  streaming_profile_id: 2,
  catchup: false,
});

describe('a stream call started ahead of the player', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let answered = 0;
  beforeEach(() => {
    answered = 0;
    fetchMock.mockReset();
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelopeResponse({ status: 1, data: stream(`/media/s/${++answered}`) })),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("is the player's stream call: one request for the opening", async () => {
    startChannelStream({ channelId: 5, from: null });
    expect(fetchMock).toHaveBeenCalledOnce();
    const client = new QueryClient();
    const taken = await client.fetchQuery(channelStreamQueryOptions({ channelId: 5, from: null }));
    expect(taken?.url).toBe('/media/s/1');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe('/api/channels/stream');
  });

  it('is taken once: the next opening asks again', async () => {
    startChannelStream({ channelId: 5, from: null });
    const client = new QueryClient();
    await client.fetchQuery(channelStreamQueryOptions({ channelId: 5, from: null }));
    const again = await new QueryClient().fetchQuery(
      channelStreamQueryOptions({ channelId: 5, from: null }),
    );
    expect(again?.url).toBe('/media/s/2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('serves only the stream it was started for: another channel or moment asks anew', async () => {
    startChannelStream({ channelId: 5, from: null });
    const other = await new QueryClient().fetchQuery(
      channelStreamQueryOptions({ channelId: 5, from: 1_795_000_000_000 }),
    );
    expect(other?.url).toBe('/media/s/2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used once older than 5 s: the player asks for a fresh address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startChannelStream({ channelId: 5, from: null });
    vi.setSystemTime(Date.now() + 5_001);
    const late = await new QueryClient().fetchQuery(
      channelStreamQueryOptions({ channelId: 5, from: null }),
    );
    expect(late?.url).toBe('/media/s/2');
  });
});
