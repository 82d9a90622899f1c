import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Stream } from '@marquee/contract';
import { makeMovie, urlOf } from '@/test/fixtures';
import { SHEET_URL, THUMBNAILS_URL, vttResponse } from '../testing/fake-thumbnails';
import {
  fetchMock,
  filmStream,
  findVideo,
  playState,
  renderAt,
  serveStream,
  setUpPlayerHost,
} from '../testing/player-host-harness';

/** Answers the stream call with `stream`, and the thumbnails' WebVTT of a 600 s film. */
function serveWithThumbnails(stream: Stream) {
  serveStream(stream);
  const api = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input, init) =>
    urlOf(input) === THUMBNAILS_URL ? Promise.resolve(vttResponse(600)) : api(input, init),
  );
}

/** Opens film 3, 600 s long, and gives its seek bar 400 px from x = 100. */
async function openFilm() {
  renderAt('/movies/3?play', playState(makeMovie()));
  const video = await findVideo<HTMLVideoElement>();
  Object.defineProperty(video, 'duration', { value: 600, configurable: true });
  const bar = await screen.findByRole('slider', { name: 'Seek' });
  // The core reads the length once it follows the element, after the stream's load.
  await waitFor(() => {
    fireEvent(video, new Event('durationchange'));
    expect(bar).toHaveAttribute('max', '600');
  });
  vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 500, 400, 18));
  return bar;
}

const tile = () => screen.queryByTestId('seek-tile');

describe('PlayerHost seek-bar thumbnails', () => {
  setUpPlayerHost();

  it("shows the stream's thumbnail under the pointer and hides it when the pointer leaves", async () => {
    serveWithThumbnails({ ...filmStream, thumbnails_url: THUMBNAILS_URL });
    const bar = await openFilm();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).toContain(THUMBNAILS_URL),
    );
    // Three quarters along: 450 s, the 46th cue, row 9 column 0.
    await waitFor(() => {
      fireEvent.pointerMove(bar, { clientX: 400 });
      expect(tile()).toHaveStyle({ backgroundPosition: '0px -1620px' });
    });
    expect(tile()?.style.backgroundImage).toContain(SHEET_URL);
    expect(screen.getByTestId('seek-thumbnail')).toHaveTextContent('7:30');
    fireEvent.pointerLeave(bar);
    expect(screen.queryByTestId('seek-thumbnail')).not.toBeInTheDocument();
  });

  it('shows where the arrow keys will seek while they gather, then hides', async () => {
    serveWithThumbnails({ ...filmStream, thumbnails_url: THUMBNAILS_URL });
    const bar = await openFilm();
    // Once the cues are in (a frame shows under the pointer), the pointer goes away.
    await waitFor(() => {
      fireEvent.pointerMove(bar, { clientX: 400 });
      expect(tile()).toBeInTheDocument();
    });
    fireEvent.pointerLeave(bar);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(tile()).toHaveStyle({ backgroundPosition: '-320px 0px' });
    expect(screen.getByTestId('seek-thumbnail')).toHaveTextContent('0:10');
    // Presses within 500 ms add up, 10 s each.
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(tile()).toHaveStyle({ backgroundPosition: '-640px 0px' });
    expect(screen.getByTestId('seek-thumbnail')).toHaveTextContent('0:20');
    await waitFor(() => expect(screen.queryByTestId('seek-thumbnail')).not.toBeInTheDocument());
  });

  it('shows no thumbnail and asks for none when the stream has no thumbnails', async () => {
    serveStream(filmStream);
    const bar = await openFilm();
    fireEvent.pointerMove(bar, { clientX: 400 });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.queryByTestId('seek-thumbnail')).not.toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([input]) => urlOf(input));
    expect(calls.filter((url) => !url.startsWith('/api/'))).toEqual([]);
  });
});
