import { describe, expect, it } from 'vitest';
import {
  audioOptions,
  closedCaptionTrack,
  languageName,
  subtitleOptions,
  type TextTrackInfo,
} from './track-options';

const text = (overrides: Partial<TextTrackInfo>): TextTrackInfo => ({
  index: 0,
  kind: 'subtitles',
  label: '',
  language: '',
  showing: false,
  ...overrides,
});

describe('subtitleOptions', () => {
  it('lists subtitles and captions by label or language and leaves metadata tracks out', () => {
    const options = subtitleOptions(
      [
        text({ index: 0, label: 'English', language: 'en' }),
        text({ index: 1, kind: 'metadata', label: 'id3' }),
        text({ index: 2, language: 'pt', showing: true }),
        text({ index: 3, kind: 'captions', label: 'CC1' }),
      ],
      'en',
    );
    expect(options).toEqual([
      { id: 0, label: 'English', selected: false },
      { id: 2, label: 'Portuguese', selected: true },
      { id: 3, label: 'CC1', selected: false },
    ]);
  });

  it('names an external subtitle, which has no label, by its locale in the interface language', () => {
    const tracks = [text({ index: 0, language: 'en' }), text({ index: 1, language: 'pt' })];
    expect(subtitleOptions(tracks, 'en').map((option) => option.label)).toEqual([
      'English',
      'Portuguese',
    ]);
    expect(subtitleOptions(tracks, 'pt').map((option) => option.label)).toEqual([
      'inglês',
      'português',
    ]);
  });

  it('numbers tracks that would read the same', () => {
    const labels = subtitleOptions(
      [text({ index: 0, label: 'English' }), text({ index: 1, label: 'English' })],
      'en',
    ).map((option) => option.label);
    expect(labels).toEqual(['English (1)', 'English (2)']);
  });

  it('is empty with no text tracks (the panel then says "No subtitle")', () => {
    expect(subtitleOptions([], 'en')).toEqual([]);
  });
});

describe('audioOptions', () => {
  it('names renditions by name or language and marks the active one', () => {
    expect(
      audioOptions(
        [
          { id: 0, name: 'Original', language: 'en', active: true },
          { id: 1, name: '', language: 'pt', active: false },
        ],
        'en',
      ),
    ).toEqual([
      { id: 0, label: 'Original', selected: true },
      { id: 1, label: 'Portuguese', selected: false },
    ]);
  });
});

describe('closedCaptionTrack', () => {
  it('prefers a captions track, then the first subtitle, else none', () => {
    expect(closedCaptionTrack([text({ index: 0 }), text({ index: 1, kind: 'captions' })])).toBe(1);
    expect(closedCaptionTrack([text({ index: 4 })])).toBe(4);
    expect(closedCaptionTrack([text({ index: 0, kind: 'metadata' })])).toBeNull();
  });
});

describe('languageName', () => {
  it('names a language in the interface language and keeps unknown codes', () => {
    expect(languageName('pt', 'en')).toBe('Portuguese');
    expect(languageName('not a tag!', 'en')).toBe('not a tag!');
  });
});
