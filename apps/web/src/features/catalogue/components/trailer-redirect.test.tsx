import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation, useParams } from 'react-router';
import { renderRoutes } from '@/test/render';
import { parseDetailsId } from '../lib/details-id';
import { readTrailerState } from '@/shared/lib/play-navigation';
import { parseEpisodeNumber } from '../lib/trailer';
import { makeEpisode } from '../testing/catalogue-fixtures';
import { makeMovie, makeShow } from '@/test/fixtures';
import { callsTo, fakeCatalogueApi, listOf } from '../testing/fake-catalogue-api';
import {
  EpisodeTrailerRedirect,
  MovieTrailerRedirect,
  ShowTrailerRedirect,
} from './trailer-redirect';

function MovieTrailer() {
  return <MovieTrailerRedirect movieId={parseDetailsId(useParams().id)} />;
}

function ShowTrailer() {
  return <ShowTrailerRedirect showId={parseDetailsId(useParams().showID)} />;
}

function EpisodeTrailer() {
  const { seasonID, episodeNumber } = useParams();
  return (
    <EpisodeTrailerRedirect
      seasonId={parseDetailsId(seasonID)}
      episodeNumber={parseEpisodeNumber(episodeNumber)}
    />
  );
}

/** Where the route landed, and where the trailer player it asks for returns to. */
function Landing() {
  const { pathname, search, state } = useLocation();
  const trailer = readTrailerState(state);
  return <p>landed {`${pathname}${search}${trailer ? ` from ${trailer.originRoute}` : ''}`}</p>;
}

const render = (path: string) =>
  renderRoutes(
    [
      { path: '/trailer/movie/:id', element: <MovieTrailer /> },
      { path: '/trailer/tv-show/:showID', element: <ShowTrailer /> },
      {
        path: '/trailer/tv-show/season/:seasonID/episode/:episodeNumber',
        element: <EpisodeTrailer />,
      },
      { path: '*', element: <Landing /> },
    ],
    path,
  );

describe('trailer routes (catalogue §2 "Trailer page")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('looks the show up and lands on it with ?trailer and the trailer to play when it has one', async () => {
    const fetchMock = fakeCatalogueApi({ '/multi-event-vods/list': () => listOf([makeShow()]) });
    render('/trailer/tv-show/6');
    expect(
      await screen.findByText('landed /tv-shows/6?trailer from /tv-shows/6'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/multi-event-vods/list')).toEqual([
      '/api/multi-event-vods/list?filter[id]=6',
    ]);
  });

  it('looks the movie up by id and lands on it with ?trailer, or silently without one', async () => {
    const movie = makeMovie({ id: 42, trailer_source: { url: '/t.m3u8' } });
    const fetchMock = fakeCatalogueApi({ '/vods/list': () => listOf([movie]) });
    render('/trailer/movie/42');
    expect(
      await screen.findByText('landed /movies/42?trailer from /movies/42'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/vods/list')).toEqual(['/api/vods/list?filter[id]=42']);
    vi.unstubAllGlobals();
    fakeCatalogueApi({ '/vods/list': () => listOf([{ ...movie, trailer_source: null }]) });
    render('/trailer/movie/42');
    await waitFor(() =>
      expect(screen.getAllByText(/^landed/).at(-1)).toHaveTextContent(/^landed \/movies\/42$/),
    );
  });

  it('lands silently on the show without ?trailer when there is none', async () => {
    fakeCatalogueApi({
      '/multi-event-vods/list': () => listOf([makeShow({ trailer_source: null })]),
    });
    render('/trailer/tv-show/6/');
    expect(await screen.findByText('landed /tv-shows/6')).toBeInTheDocument();
  });

  it('finds the episode by season, number and type 1, and lands on its page', async () => {
    const fetchMock = fakeCatalogueApi({
      '/vods/list': () => listOf([makeEpisode({ trailer_source: { url: '/t.m3u8' } })]),
    });
    render('/trailer/tv-show/season/7/episode/2');
    expect(
      await screen.findByText('landed /tv-shows/episode/284?trailer from /tv-shows/episode/284'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/vods/list')).toEqual([
      '/api/vods/list?filter[multi_event_vod_season_id]=7&filter[episode_number]=2&filter[type]=1',
    ]);
  });

  it('treats a failed or empty lookup as no trailer', async () => {
    fakeCatalogueApi({ '/vods/list': () => listOf([]) });
    render('/trailer/tv-show/season/7/episode/99');
    expect(await screen.findByText('landed /tv-shows')).toBeInTheDocument();
    vi.unstubAllGlobals();
    fakeCatalogueApi({});
    render('/trailer/tv-show/6');
    await waitFor(() =>
      expect(screen.getAllByText(/^landed/).at(-1)).toHaveTextContent('/tv-shows/6'),
    );
  });

  it('sends ids that are not numbers to /tv-shows without a lookup', async () => {
    const fetchMock = fakeCatalogueApi({});
    render('/trailer/tv-show/season/abc/episode/2');
    expect(await screen.findByText('landed /tv-shows')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
