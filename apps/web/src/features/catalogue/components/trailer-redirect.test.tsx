import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation, useParams } from 'react-router';
import { renderRoutes } from '@/test/render';
import { parseDetailsId } from '../lib/details-id';
import { parseEpisodeNumber } from '../lib/trailer';
import { makeEpisode } from '../testing/catalogue-fixtures';
import { makeShow } from '@/test/fixtures';
import { callsTo, fakeCatalogueApi, listOf } from '../testing/fake-catalogue-api';
import { EpisodeTrailerRedirect, ShowTrailerRedirect } from './trailer-redirect';

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

function Landing() {
  const { pathname, search } = useLocation();
  return <p>landed {`${pathname}${search}`}</p>;
}

const render = (path: string) =>
  renderRoutes(
    [
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

  it('looks the show up and lands on it with ?trailer when it has one', async () => {
    const fetchMock = fakeCatalogueApi({ '/multi-event-vods/list': () => listOf([makeShow()]) });
    render('/trailer/tv-show/6');
    expect(await screen.findByText('landed /tv-shows/6?trailer')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/multi-event-vods/list')).toEqual([
      '/api/multi-event-vods/list?filter[id]=6',
    ]);
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
    expect(await screen.findByText('landed /tv-shows/episode/284?trailer')).toBeInTheDocument();
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
