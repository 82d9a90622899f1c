import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { VideoCampaign } from '@marquee/contract';
import { AdvertOverlay } from './advert-overlay';

const campaign: VideoCampaign = {
  id: 4,
  play_rules: 1,
  mid_roll_time: null,
  video_url: '/media/adverts/4/advert.mp4',
  display_duration: 3,
};

describe('AdvertOverlay', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
  });

  it('counts display_duration down by 1 s ticks and enables skip at 0', () => {
    vi.useFakeTimers();
    const onFinish = vi.fn();
    render(<AdvertOverlay campaign={campaign} onFinish={onFinish} />);
    expect(screen.getByRole('button', { name: 'Skip in 3 seconds' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Skip in 2 seconds' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    // Enter before 0 does not skip.
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onFinish).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const skip = screen.getByRole('button', { name: 'Skip advert' });
    expect(skip).toBeEnabled();
    fireEvent.click(skip);
    expect(onFinish).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('skips with Enter once the count is 0', () => {
    const onFinish = vi.fn();
    render(<AdvertOverlay campaign={{ ...campaign, display_duration: 0 }} onFinish={onFinish} />);
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('plays its own video and closes when that video ends', () => {
    const onFinish = vi.fn();
    render(<AdvertOverlay campaign={campaign} onFinish={onFinish} />);
    const video = screen.getByTestId('advert-video');
    expect(video.getAttribute('src')).toBe('/media/adverts/4/advert.mp4');
    fireEvent(video, new Event('ended'));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('keeps the content keys (space, arrows) from reaching the player', () => {
    const onKey = vi.fn();
    document.addEventListener('keydown', onKey);
    render(<AdvertOverlay campaign={campaign} onFinish={() => undefined} />);
    fireEvent.keyDown(document, { key: ' ' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(onKey).not.toHaveBeenCalled();
    document.removeEventListener('keydown', onKey);
  });
});
