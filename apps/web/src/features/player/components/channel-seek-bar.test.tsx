import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { urlOf } from '@/test/fixtures';
import type { TimeSpan } from '@marquee/player-core/channel-timeline';
import { THUMBNAILS_URL, vttResponse } from '../testing/fake-thumbnails';
import { ChannelSeekBar } from './channel-seek-bar';

const EIGHT_PM = Date.UTC(2026, 10, 24, 20, 0, 0);
const MINUTE = 60_000;
const fetchMock = vi.fn<typeof fetch>();

/**
 * A 60 min catch-up window from 20:00 whose stream lists 20:10 to 20:20 (or `loaded`), its
 * thumbnails counting from 20:10 (or `thumbnailsStart`), drawn 400 px wide: 9 s a pixel.
 */
function renderTimeline(
  thumbnailsUrl: string | null,
  {
    loaded = { start: EIGHT_PM + 10 * MINUTE, end: EIGHT_PM + 20 * MINUTE },
    thumbnailsStart = EIGHT_PM + 10 * MINUTE,
  }: { loaded?: TimeSpan; thumbnailsStart?: number | null } = {},
) {
  const withQueryClient = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );
  render(
    <ChannelSeekBar
      channelTitle="News"
      span={{ start: EIGHT_PM, end: EIGHT_PM + 60 * MINUTE }}
      boundaries={[]}
      loaded={loaded}
      position={EIGHT_PM + 12 * MINUTE}
      onSeek={vi.fn()}
      thumbnailsUrl={thumbnailsUrl}
      thumbnailsStart={thumbnailsStart}
    />,
    { wrapper: withQueryClient },
  );
  const bar = screen.getByRole('slider', { name: /News/ });
  vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 500, 400, 18));
  return bar;
}

const tile = () => screen.queryByTestId('seek-tile');

/** A catch-up's thumbnails as the live origin writes them: a cue per 2 s segment, a tile each. */
const CATCHUP_THUMBNAILS_URL = '/media/s/tok.sig/live/7/31/thumbnails/shift-1-2.vtt';
function catchupVtt(
  seconds: number,
  image = (n: number) => `demo/sheet.jpg#xywh=${n * 320},0,320,180`,
): string {
  const stamp = (at: number) =>
    `00:${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}.000`;
  const cues = Array.from(
    { length: seconds / 2 },
    (_, n) => `${stamp(2 * n)} --> ${stamp(2 * n + 2)}\n${image(n)}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** Answers the thumbnails at `url` with `vtt`, and nothing else. */
function serveThumbnails(url: string, vtt: string) {
  fetchMock.mockImplementation((input) =>
    urlOf(input) === url
      ? Promise.resolve(new Response(vtt, { headers: { 'Content-Type': 'text/vtt' } }))
      : Promise.reject(new Error(`unexpected call ${urlOf(input)}`)),
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) =>
    urlOf(input) === THUMBNAILS_URL
      ? Promise.resolve(vttResponse(600))
      : Promise.reject(new Error(`unexpected call ${urlOf(input)}`)),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ChannelSeekBar thumbnails', () => {
  it('shows the frame of the moment under the pointer, counted from what the stream lists', async () => {
    const bar = renderTimeline(THUMBNAILS_URL);
    // A quarter along: 20:15, 300 s into the stream's 20:10, the 31st cue, row 6 column 0.
    await waitFor(() => {
      fireEvent.pointerMove(bar, { clientX: 100 });
      expect(tile()).toHaveStyle({ backgroundPosition: '0px -1080px' });
    });
    const shown = new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).format(EIGHT_PM + 15 * MINUTE);
    expect(screen.getByTestId('seek-thumbnail')).toHaveTextContent(shown);
    // 20:05 is before what the stream lists: no frame.
    fireEvent.pointerMove(bar, { clientX: 33 });
    expect(tile()).not.toBeInTheDocument();
  });

  it('shows the tile of the hovered segment of a catch-up, counted from the stream’s first segment though its list has slid on', async () => {
    serveThumbnails(CATCHUP_THUMBNAILS_URL, catchupVtt(600));
    // The list now starts at 20:12:01; the thumbnails still count from 20:10.
    const bar = renderTimeline(CATCHUP_THUMBNAILS_URL, {
      loaded: { start: EIGHT_PM + 12 * MINUTE + 1000, end: EIGHT_PM + 20 * MINUTE },
    });
    // 101 px: 20:15:09, 309 s into the thumbnails, the segment 308-310 s, the 155th tile.
    await waitFor(() => {
      fireEvent.pointerMove(bar, { clientX: 101 });
      expect(tile()).toHaveStyle({ backgroundPosition: `${-154 * 320}px 0px` });
    });
    expect(tile()!.style.backgroundImage).toContain(
      '/media/s/tok.sig/live/7/31/thumbnails/demo/sheet.jpg',
    );
    // 20:12 is no longer listed: no frame there, though the thumbnails have one.
    fireEvent.pointerMove(bar, { clientX: 80 });
    expect(tile()).not.toBeInTheDocument();
  });

  it('shows the whole frame a recorded channel’s cue names for the hovered segment', async () => {
    // A restreamed channel's recording: a frame per segment, named by its sequence number.
    serveThumbnails(
      CATCHUP_THUMBNAILS_URL,
      catchupVtt(600, (n) => `frame-${4000 + n}.jpg`),
    );
    const bar = renderTimeline(CATCHUP_THUMBNAILS_URL);
    // 101 px: 20:15:09, 309 s into the thumbnails, the segment 308-310 s, the 155th frame.
    await waitFor(() => {
      fireEvent.pointerMove(bar, { clientX: 101 });
      expect(tile()!.style.backgroundImage).toContain(
        '/media/s/tok.sig/live/7/31/thumbnails/frame-4154.jpg',
      );
    });
    expect(tile()!.style.backgroundPosition).toBe('');
  });

  it('shows nothing until it knows where the thumbnails start', () => {
    const bar = renderTimeline(THUMBNAILS_URL, { thumbnailsStart: null });
    fireEvent.pointerMove(bar, { clientX: 100 });
    expect(tile()).not.toBeInTheDocument();
  });

  it('makes no request and shows nothing while the channel stream has no thumbnails', () => {
    const bar = renderTimeline(null);
    fireEvent.pointerMove(bar, { clientX: 100 });
    expect(screen.queryByTestId('seek-thumbnail')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
