import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PlayerCore } from '@marquee/player-core/player-core';
import { urlOf } from '@/test/fixtures';
import { SHEET_URL, THUMBNAILS_URL, vttResponse } from '../testing/fake-thumbnails';
import { VodSeekBar } from './vod-seek-bar';

const fetchMock = vi.fn<typeof fetch>();
const preloaded: string[] = [];

/** A 600 s film's seek bar, drawn 400 px wide from x = 100. */
function renderBar(thumbnailsUrl: string | null, seekTarget: number | null = null) {
  const core = { seekTo: vi.fn() };
  const withQueryClient = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );
  render(
    <VodSeekBar
      core={core as unknown as PlayerCore}
      range={{ min: 0, max: 600 }}
      currentTime={0}
      clock="0:00 / 10:00"
      thumbnailsUrl={thumbnailsUrl}
      seekTarget={seekTarget}
    />,
    { wrapper: withQueryClient },
  );
  const bar = screen.getByRole('slider', { name: 'Seek' });
  vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 500, 400, 18));
  return { bar, core };
}

const tile = () => screen.queryByTestId('seek-tile');
const frameTime = () => screen.getByTestId('seek-thumbnail').textContent;
const cuesLoaded = () => waitFor(() => expect(preloaded).toEqual([SHEET_URL]));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) =>
    urlOf(input) === THUMBNAILS_URL
      ? Promise.resolve(vttResponse(600))
      : Promise.reject(new Error(`unexpected call ${urlOf(input)}`)),
  );
  vi.stubGlobal('fetch', fetchMock);
  preloaded.length = 0;
  // The sheets are preloaded with new Image(): record which.
  vi.stubGlobal(
    'Image',
    class {
      decoding = '';
      set src(source: string) {
        preloaded.push(source);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('VodSeekBar thumbnails', () => {
  it('fetches the index once and preloads its sheet as soon as the cues arrive', async () => {
    renderBar(THUMBNAILS_URL);
    await cuesLoaded();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(tile()).not.toBeInTheDocument();
  });

  it('shows the tile under the pointer, with its time, and hides it when the pointer leaves', async () => {
    const { bar } = renderBar(THUMBNAILS_URL);
    await cuesLoaded();
    // A quarter along the bar: 150 s, the 16th cue, row 3 column 0 of the sheet.
    fireEvent.pointerMove(bar, { clientX: 200 });
    expect(tile()).toHaveStyle({ backgroundPosition: '0px -540px', width: '320px' });
    expect(tile()?.style.backgroundImage).toContain(SHEET_URL);
    expect(frameTime()).toBe('2:30');
    expect(screen.getByTestId('seek-thumbnail').style.getPropertyValue('--at')).toBe('25%');
    fireEvent.pointerMove(bar, { clientX: 111 });
    expect(tile()).toHaveStyle({ backgroundPosition: '-320px 0px' });
    expect(frameTime()).toBe('0:16');
    fireEvent.pointerLeave(bar);
    expect(tile()).not.toBeInTheDocument();
  });

  it('follows a finger while it drags and hides when it lifts', async () => {
    const { bar } = renderBar(THUMBNAILS_URL);
    await cuesLoaded();
    fireEvent.pointerDown(bar, { clientX: 500, pointerType: 'touch' });
    expect(frameTime()).toBe('10:00');
    expect(tile()).toHaveStyle({ backgroundPosition: '-1280px -1980px' });
    fireEvent.pointerMove(bar, { clientX: 300, pointerType: 'touch' });
    expect(frameTime()).toBe('5:00');
    fireEvent.pointerUp(bar, { clientX: 300, pointerType: 'touch' });
    expect(tile()).not.toBeInTheDocument();
  });

  it('shows the frame a key moved the focused bar to, and hides it after a while', async () => {
    const { bar, core } = renderBar(THUMBNAILS_URL);
    await cuesLoaded();
    vi.useFakeTimers();
    try {
      bar.focus();
      fireEvent.keyDown(bar, { key: 'ArrowRight' });
      fireEvent.input(bar, { target: { value: '70' } });
      expect(core.seekTo).toHaveBeenCalledWith(70);
      expect(tile()).toHaveStyle({ backgroundPosition: '-640px -180px' });
      expect(frameTime()).toBe('1:10');
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(tile()).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides a keyboard frame when the bar loses focus; a change by the pointer alone shows none', async () => {
    const { bar } = renderBar(THUMBNAILS_URL);
    await cuesLoaded();
    fireEvent.input(bar, { target: { value: '70' } });
    expect(tile()).not.toBeInTheDocument();
    fireEvent.keyDown(bar, { key: 'End' });
    fireEvent.input(bar, { target: { value: '600' } });
    expect(frameTime()).toBe('10:00');
    fireEvent.blur(bar);
    expect(tile()).not.toBeInTheDocument();
  });

  it("shows the target of the player's gathered arrow seeks", async () => {
    renderBar(THUMBNAILS_URL, 30);
    await waitFor(() => expect(tile()).toHaveStyle({ backgroundPosition: '-960px 0px' }));
    expect(frameTime()).toBe('0:30');
  });

  it('makes no request and shows nothing for a stream without thumbnails', async () => {
    const { bar } = renderBar(null, 30);
    fireEvent.pointerMove(bar, { clientX: 200 });
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('seek-thumbnail')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloaded).toEqual([]);
  });
});
