import { describe, expect, it } from 'vitest';
import { describeTarget, parseMediaName } from './media-names.js';

describe('parseMediaName', () => {
  it('reads a film as Title (Year), with or without a folder and a quality after it', () => {
    expect(parseMediaName('/media/Sunrise Harbour (2019).mkv')).toEqual({
      kind: 'film',
      title: 'Sunrise Harbour',
      year: 2019,
    });
    expect(
      parseMediaName('/m/Coração Selvagem (1990)/Coração Selvagem (1990) - 1080p.mp4'),
    ).toEqual({ kind: 'film', title: 'Coração Selvagem', year: 1990 });
    expect(parseMediaName('Blade.Runner.(1982).[imdbid-tt0083658].mkv')).toEqual({
      kind: 'film',
      title: 'Blade Runner',
      year: 1982,
    });
  });

  it('reads an episode as Show/Season NN/Show - SxxEyy - Title, the show from its folder', () => {
    expect(
      parseMediaName('/tv/Night Ferry/Season 02/Night Ferry - S02E03 - The Crossing.mkv'),
    ).toEqual({
      kind: 'episode',
      show: 'Night Ferry',
      season: 2,
      episode: 3,
      title: 'The Crossing',
    });
    expect(parseMediaName('/tv/Night Ferry (2021)/Season 1/nf - s01e10.mp4')).toEqual({
      kind: 'episode',
      show: 'Night Ferry',
      season: 1,
      episode: 10,
      title: null,
    });
    expect(parseMediaName('/tv/Night Ferry/Specials/Night Ferry - S00E01.mp4')).toMatchObject({
      show: 'Night Ferry',
      season: 0,
      episode: 1,
    });
  });

  it('reads an episode outside a season folder by the show in its name', () => {
    expect(parseMediaName('/downloads/Night.Ferry.S01E02.Departure.mkv')).toEqual({
      kind: 'episode',
      show: 'Night Ferry',
      season: 1,
      episode: 2,
      title: 'Departure',
    });
  });

  it('names nothing for a name that is neither, or a year no film has', () => {
    expect(parseMediaName('/media/holiday video.mp4')).toBeUndefined();
    expect(parseMediaName('/media/Title (0042).mp4')).toBeUndefined();
    expect(parseMediaName('/media/(2019).mp4')).toBeUndefined();
    expect(parseMediaName('/tv/S01E02.mp4')).toBeUndefined();
    expect(parseMediaName('/tv/Show - S01E00.mp4')).toBeUndefined();
  });
});

describe('describeTarget', () => {
  it('reads as the report shows a title', () => {
    expect(describeTarget({ kind: 'film', title: 'Sunrise Harbour', year: 2019 })).toBe(
      'Sunrise Harbour (2019)',
    );
    expect(
      describeTarget({ kind: 'episode', show: 'Night Ferry', season: 2, episode: 3, title: 'Out' }),
    ).toBe('Night Ferry S02E03 - Out');
  });
});
