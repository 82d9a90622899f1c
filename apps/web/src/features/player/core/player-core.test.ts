import { describe, expect, it } from 'vitest';
import { PlayerCore } from './player-core';

/** A video element whose playback position the test sets, as a playing element's moves. */
function videoAt(currentTime: number, duration: number) {
  const video = document.createElement('video');
  Object.defineProperty(video, 'currentTime', { value: currentTime, writable: true });
  Object.defineProperty(video, 'duration', { value: duration, writable: true });
  return video;
}

describe('PlayerCore position', () => {
  it("is the element's own time, ahead of the last timeupdate", () => {
    const video = videoAt(83.4, 600);
    const core = new PlayerCore(video);
    expect(core.getSnapshot().currentTime).toBe(0);
    expect(core.position()).toEqual({ currentTime: 83.4, duration: 600 });
  });

  it('is where the element was once the core is destroyed and the element released', () => {
    const video = videoAt(83.4, 600);
    video.setAttribute('src', 'blob:film');
    const core = new PlayerCore(video);
    video.dispatchEvent(new Event('durationchange'));
    core.destroy();
    video.currentTime = 0;
    expect(core.position()).toEqual({ currentTime: 83.4, duration: 600 });
  });

  it('counts an unknown or endless duration as 0', () => {
    expect(new PlayerCore(videoAt(12, Number.NaN)).position()).toEqual({
      currentTime: 12,
      duration: 0,
    });
  });
});
