import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INITIAL_SNAPSHOT,
  type PlayerCore,
  type PlayerSnapshot,
} from '@marquee/player-core/player-core';
import { PlayerControls } from './player-controls';

const noop = () => undefined;

// The seek bar asks the query client for thumbnails (none here: it stays idle).
const withQueryClient = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

function renderControls(snapshot: Partial<PlayerSnapshot>, onGoToLive?: () => void) {
  const core = { goToLive: vi.fn(), seekTo: vi.fn(), togglePlay: vi.fn() };
  render(
    <PlayerControls
      core={core as unknown as PlayerCore}
      snapshot={{ ...INITIAL_SNAPSHOT, started: true, playing: true, ...snapshot }}
      hidden={false}
      isFullscreen={false}
      onToggleFullscreen={noop}
      settingsOpen={false}
      onToggleSettings={noop}
      onToggleCaptions={noop}
      onMinimize={noop}
      onGoToLive={onGoToLive}
    />,
    { wrapper: withQueryClient },
  );
  return core;
}

describe('PlayerControls', () => {
  it("shows a film's clock and seeks over its length", () => {
    renderControls({ currentTime: 125, duration: 600, seekableEnd: 600 });
    expect(screen.getByText('2:05 / 10:00')).toBeInTheDocument();
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('min', '0');
    expect(seek).toHaveAttribute('max', '600');
    expect(screen.queryByRole('button', { name: 'Go to live' })).not.toBeInTheDocument();
  });

  it('shows LIVE rather than a 0:00 clock for a live stream, and goes to the live edge', async () => {
    const core = renderControls({
      isLive: true,
      currentTime: 104,
      duration: 30,
      seekableStart: 100,
      seekableEnd: 130,
      liveEdge: 124,
    });
    expect(screen.queryByText(/ \/ 0:00$/)).not.toBeInTheDocument();
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('min', '100');
    expect(seek).toHaveAttribute('max', '124');
    expect(seek).toHaveAttribute('aria-valuetext', '0:04 / 0:24');
    const live = screen.getByRole('button', { name: 'Go to live' });
    expect(live).toHaveTextContent('LIVE');
    await userEvent.click(live);
    expect(core.goToLive).toHaveBeenCalledOnce();
  });

  it('lights LIVE at the live edge (within 10 s of it) and not 30 s behind it', () => {
    const liveWindow = { isLive: true, seekableStart: 0, seekableEnd: 130, liveEdge: 124 };
    renderControls({ ...liveWindow, currentTime: 116 });
    expect(screen.getByRole('button', { name: 'Go to live' })).toHaveAttribute(
      'data-at-live',
      'true',
    );
    cleanup();
    renderControls({ ...liveWindow, currentTime: 94 });
    expect(screen.getByRole('button', { name: 'Go to live' })).toHaveAttribute(
      'data-at-live',
      'false',
    );
  });

  it("shows LIVE, unlit, over a channel's programme played from its start, and goes back to live", async () => {
    const backToLive = vi.fn();
    const core = renderControls({ currentTime: 60, duration: 3600 }, backToLive);
    const live = screen.getByRole('button', { name: 'Go to live' });
    expect(live).toHaveAttribute('data-at-live', 'false');
    await userEvent.click(live);
    expect(backToLive).toHaveBeenCalledOnce();
    expect(core.goToLive).not.toHaveBeenCalled();
  });
});
