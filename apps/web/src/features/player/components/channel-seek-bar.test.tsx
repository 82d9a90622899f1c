import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { urlOf } from '@/test/fixtures';
import { THUMBNAILS_URL, vttResponse } from '../testing/fake-thumbnails';
import { ChannelSeekBar } from './channel-seek-bar';

const EIGHT_PM = Date.UTC(2026, 10, 24, 20, 0, 0);
const MINUTE = 60_000;
const fetchMock = vi.fn<typeof fetch>();

/** A 60 min catch-up window from 20:00 whose stream lists 20:10 to 20:20, drawn 400 px wide. */
function renderTimeline(thumbnailsUrl: string | null) {
  const withQueryClient = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );
  render(
    <ChannelSeekBar
      channelTitle="News"
      span={{ start: EIGHT_PM, end: EIGHT_PM + 60 * MINUTE }}
      boundaries={[]}
      loaded={{ start: EIGHT_PM + 10 * MINUTE, end: EIGHT_PM + 20 * MINUTE }}
      position={EIGHT_PM + 12 * MINUTE}
      onSeek={vi.fn()}
      thumbnailsUrl={thumbnailsUrl}
    />,
    { wrapper: withQueryClient },
  );
  const bar = screen.getByRole('slider', { name: /News/ });
  vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 500, 400, 18));
  return bar;
}

const tile = () => screen.queryByTestId('seek-tile');

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

  it('makes no request and shows nothing while the channel stream has no thumbnails', () => {
    const bar = renderTimeline(null);
    fireEvent.pointerMove(bar, { clientX: 100 });
    expect(screen.queryByTestId('seek-thumbnail')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
