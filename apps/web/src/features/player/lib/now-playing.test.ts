import { describe, expect, it } from 'vitest';
import { makeMovie, makeShow } from '@/test/fixtures';
import { makeChannel, makeProgramme } from '@marquee/player-core/testing/channel-fixtures';
import {
  channelNowPlaying,
  plainNowPlaying,
  vodNowPlaying,
  type EpisodeCodeText,
} from './now-playing';

const code: EpisodeCodeText = ({ season, episode }) => `S${season ?? '?'} E${episode ?? '?'}`;

describe('vodNowPlaying', () => {
  it('names a film by its title, with its poster first', () => {
    const film = makeMovie({ title: 'Harbour Lights' });
    const playing = vodNowPlaying(film, null, code);
    expect(playing).toMatchObject({ title: 'Harbour Lights', artist: '', album: '' });
    expect(playing.artwork[0]).toBe(film.cover.medium_ar);
  });

  it("names an episode's series and its place as S1 E3, from the show's seasons", () => {
    const episode = makeMovie({
      type: 1,
      title: 'The Crossing',
      episode_number: 3,
      multi_event_vod_id: 40,
      multi_event_vod_season_id: 31,
    });
    const show = makeShow({
      id: 40,
      title: 'Northern Line',
      seasons: [
        { id: 30, name: 'Season 1', number: 1 },
        { id: 31, name: 'Season 2', number: 2 },
      ],
    });
    const playing = vodNowPlaying(episode, show, code);
    expect(playing).toMatchObject({
      title: 'The Crossing',
      artist: 'Northern Line',
      album: 'S2 E3',
    });
    expect(playing.artwork).toContain(show.cover.medium_ar);
  });

  it('still gives the episode number before the show has loaded', () => {
    const episode = makeMovie({ type: 1, episode_number: 4, multi_event_vod_id: 40 });
    expect(vodNowPlaying(episode, null, code)).toMatchObject({ artist: '', album: 'S? E4' });
  });
});

describe('channelNowPlaying', () => {
  it('names the programme on air, the channel, and shows its logo', () => {
    const channel = makeChannel();
    const programme = makeProgramme(1, 0, 3_600_000, { title: 'Evening News' });
    expect(channelNowPlaying(channel, programme, 'Channel 5')).toMatchObject({
      title: 'Evening News',
      artist: 'Marquee News',
      album: 'Channel 5',
      artwork: [programme.icon_url, '/media/logos/news.svg', channel.screenshot_url],
    });
  });

  it('falls back to the channel when the guide has nothing at that time', () => {
    expect(channelNowPlaying(makeChannel(), null, 'Channel 5').title).toBe('Marquee News');
  });
});

describe('plainNowPlaying', () => {
  it('marks an advert', () => {
    expect(plainNowPlaying('Advert', true).advert).toBe(true);
    expect(plainNowPlaying('Trailer').advert).toBeUndefined();
  });
});
