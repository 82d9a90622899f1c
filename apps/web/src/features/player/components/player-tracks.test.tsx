import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { PlayerTracks } from './player-tracks';

describe('PlayerTracks', () => {
  it('renders each external subtitle as a subtitles <track> of its locale, off by default', () => {
    const { container } = render(
      // eslint-disable-next-line jsx-a11y/media-has-caption -- PlayerTracks renders the <track>s
      <video>
        <PlayerTracks
          subtitles={[
            { id: 7, locale: 'en', url: '/media/vod/demo/subtitles/en.vtt' },
            { id: 8, locale: 'pt', url: '/media/vod/demo/subtitles/pt.vtt' },
          ]}
        />
      </video>,
    );
    const tracks = [...container.querySelectorAll('video > track')];
    expect(
      tracks.map((track) => ({
        kind: track.getAttribute('kind'),
        srclang: track.getAttribute('srclang'),
        src: track.getAttribute('src'),
      })),
    ).toEqual([
      { kind: 'subtitles', srclang: 'en', src: '/media/vod/demo/subtitles/en.vtt' },
      { kind: 'subtitles', srclang: 'pt', src: '/media/vod/demo/subtitles/pt.vtt' },
    ]);
    // No label and no default: the settings panel names them and turns them on.
    expect(
      tracks.some((track) => track.hasAttribute('label') || track.hasAttribute('default')),
    ).toBe(false);
  });
});
