import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { THUMBNAILS_URL, vttResponse } from '../testing/fake-thumbnails';
import { useThumbnailTrack } from './get-thumbnail-track';

afterEach(() => vi.unstubAllGlobals());

/** The hook over a thumbnails file that is 20 s longer at each request. */
function renderTrack(refreshMs?: number) {
  let seconds = 0;
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(vttResponse((seconds += 20))));
  vi.stubGlobal('fetch', fetchMock);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useThumbnailTrack(THUMBNAILS_URL, refreshMs), { wrapper });
  return { hook, fetchMock };
}

describe('useThumbnailTrack', () => {
  it('reads growing thumbnails again every refreshMs, so later cues appear', async () => {
    const { hook, fetchMock } = renderTrack(30);
    await waitFor(() => expect(hook.result.current.data).toBeDefined());
    const first = hook.result.current.data!.length;
    await waitFor(() => expect(hook.result.current.data!.length).toBeGreaterThan(first));
    expect(fetchMock.mock.calls.length).toBeGreaterThan(1);
  });

  it('reads a title’s thumbnails once without refreshMs', async () => {
    const { hook, fetchMock } = renderTrack();
    await waitFor(() => expect(hook.result.current.data).toHaveLength(2));
    await new Promise((done) => setTimeout(done, 100));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
