import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemType, type VodItem, type VodProfile } from '@marquee/contract';
import { ProfileChooserDialog } from '@/entities/title/ui/profile-chooser-dialog';
import { RateDialog } from '@/entities/rating/ui/rate-dialog';
import { useTvShow } from '@/entities/title';
import { useCatalogueViewer } from '@/entities/title-card';
import { PinModal } from '@/entities/pin/ui/pin-modal';
import { useCampaigns } from '../api/get-campaigns';
import { requestStreamUrl } from '../api/request-stream';
import { vodNowPlaying, type EpisodeCodeText } from '../lib/now-playing';
import { resumePosition, showsParentalBadge } from '@marquee/player-core/player-rules';
import { useAdverts } from '../hooks/use-adverts';
import { useEpisodeNavigation } from '../hooks/use-episode-navigation';
import { usePlayIssues } from '../hooks/use-play-issues';
import { usePausedWhile } from '../hooks/use-paused-while';
import { usePlayerCore } from '../hooks/use-player-core';
import { useTitleMarkers } from '../hooks/use-title-markers';
import { useWatchReporting } from '../hooks/use-watch-reporting';
import { usePlayerStore } from '../stores/player-store';
import { AdvertOverlay } from './advert-overlay';
import { EpisodeButtons } from './episode-buttons';
import { EpisodeStrip } from './episode-strip';
import { MyListControl } from './my-list-control';
import { NextEpisodeCountdown } from './next-episode-countdown';
import { ParentalBadge } from './parental-badge';
import { ParentalLock } from './parental-lock';
import { PlayerSurface } from './player-surface';
import { ResumePrompt } from './resume-prompt';
import { SkipMarkerButton } from './skip-marker-button';

interface VodPlaybackProps {
  vod: VodItem;
  /** The profile being played: Next episode keeps it when it can. */
  profile: VodProfile;
  /** The stream address; null while it is being requested. */
  url: string | null;
  /** The stream's trick-play thumbnails for the seek bar; null when it has none. */
  thumbnailsUrl?: string | null;
  onClose: () => void;
}

/**
 * A film or an episode playing (spec: access §4, Player flow and Video adverts): the resume
 * prompt, the start, middle and end adverts, the parental badge, Skip intro and Skip recap, the
 * next-episode countdown (from the credits, when the episode has them) and the episodes strip, the rating stars and the parental lock (each pauses, and playback goes
 * back to how it was), continue-watching reports, and a new stream address when the signed one
 * expires.
 */
export function VodPlayback(props: VodPlaybackProps) {
  const { vod, profile, url, onClose } = props;
  const { t } = useTranslation();
  const { campaigns, settled } = useCampaigns(vod.id);
  const stoppedTime = resumePosition(vod);
  // Where to start: null until the resume prompt is answered.
  const [startAt, setStartAt] = useState<number | null>(stoppedTime === null ? 0 : null);
  const minimised = usePlayerStore((state) => state.playerSize === 'minimize');
  const onIssue = usePlayIssues({ record_model: 'vod', model_id: vod.id, model_type: vod.type });
  const player = usePlayerCore(onIssue);
  const { core, snapshot } = player;
  const adverts = useAdverts(campaigns, core, snapshot.currentTime, snapshot.started);
  const episodes = useEpisodeNavigation(vod, profile);
  const rating = usePausedWhile(core);
  const lock = usePausedWhile(core);
  const [stripOpen, setStripOpen] = useState(false);
  const { playAt } = adverts;
  const { next, goTo } = episodes;
  // The series' title and the season's number, for the system's media controls.
  const show = useTvShow(vod.type === ItemType.episode ? vod.multi_event_vod_id : null).data;
  // An episode goes in My List as its show.
  const listed = useCatalogueViewer().myList ? (vod.type === ItemType.movie ? vod : show) : null;
  const episodeCode: EpisodeCodeText = ({ season, episode }) =>
    season === null
      ? t('player.episodeOnly', { episode })
      : episode === null
        ? t('player.seasonOnly', { season })
        : t('player.episodeCode', { season, episode });
  useWatchReporting(vod, core);
  // A signed address that expires is asked for again, straight from the server: a new one in
  // the query cache would reload the film from where it first started.
  const refreshUrl = useCallback(() => requestStreamUrl(vod.id, profile.id), [vod.id, profile.id]);

  useEffect(() => {
    if (!core || !url || startAt === null || !settled) return;
    // From the beginning, rule 1's advert comes first; the content loads behind it, paused.
    const advertFirst = startAt === 0 && playAt('start', () => void core.play());
    void core.load(url, { startTime: startAt, autoplay: !advertFirst, refresh: refreshUrl });
  }, [core, url, startAt, settled, playAt, refreshUrl]);

  // The content's end: the end advert, then the next episode, or the player closes.
  const finishContent = useCallback(() => {
    if (next) goTo(next);
    else onClose();
  }, [next, goTo, onClose]);
  const playNext = useCallback(() => {
    if (!next) return;
    if (!playAt('end', () => goTo(next))) goTo(next);
  }, [next, goTo, playAt]);
  // The countdown moves on once: by its button, or at 0 over the credits, before the end.
  const movedOn = useRef(false);
  const moveOn = useCallback(() => {
    if (movedOn.current) return;
    movedOn.current = true;
    playNext();
  }, [playNext]);
  const markers = useTitleMarkers(vod, core, snapshot, next !== null, moveOn);
  const { countdown } = markers;

  useEffect(() => {
    if (!snapshot.ended || movedOn.current) return;
    if (!playAt('end', finishContent)) finishContent();
    // Only the moment the content ends counts, not later changes of the callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot.ended]);

  const badge =
    vod.parental_rating && snapshot.started && showsParentalBadge(snapshot.currentTime)
      ? vod.parental_rating.code
      : null;
  const prompting = startAt === null && stoppedTime !== null;
  const { question } = episodes;
  const blocked =
    prompting || adverts.active !== null || lock.open || rating.open || question !== null;
  const chooseEpisode = (episode: VodItem) => {
    setStripOpen(false);
    goTo(episode);
  };

  return (
    <>
      <PlayerSurface
        title={vod.title}
        url={url}
        thumbnailsUrl={props.thumbnailsUrl}
        player={player}
        onClose={onClose}
        subtitles={vod.movie_source.subtitles}
        blocked={blocked}
        nowPlaying={adverts.active ? null : vodNowPlaying(vod, show ?? null, episodeCode)}
        shortcuts={episodes.season.length > 0 ? 'episode' : 'film'}
        onPrevious={
          episodes.previous ? () => episodes.previous && goTo(episodes.previous) : undefined
        }
        onNext={next ? playNext : undefined}
        forceControls={countdown !== null}
        myList={listed ? <MyListControl title={listed} /> : null}
        onRate={rating.show}
        onLock={lock.show}
        episodeButtons={
          episodes.season.length > 0 ? (
            <EpisodeButtons
              previous={episodes.previous}
              next={next}
              onPrevious={() => episodes.previous && goTo(episodes.previous)}
              onNext={playNext}
              stripOpen={stripOpen}
              onToggleStrip={() => setStripOpen((open) => !open)}
            />
          ) : null
        }
        episodeStrip={
          stripOpen && episodes.season.length > 0 ? (
            <div id="player-episodes">
              <EpisodeStrip
                episodes={episodes.season}
                playingId={vod.id}
                onChoose={chooseEpisode}
              />
            </div>
          ) : null
        }
        overlay={
          <>
            {badge ? <ParentalBadge code={badge} /> : null}
            {markers.skip && !blocked && !minimised ? (
              <SkipMarkerButton cue={markers.skip} onSkip={markers.onSkip} />
            ) : null}
            {countdown !== null && !adverts.active ? (
              <NextEpisodeCountdown
                seconds={countdown.seconds}
                onPlayNext={moveOn}
                onWatchCredits={countdown.credits ? markers.onWatchCredits : undefined}
              />
            ) : null}
            {prompting ? (
              <ResumePrompt
                stoppedTime={stoppedTime}
                onResume={() => setStartAt(stoppedTime)}
                onStartOver={() => setStartAt(0)}
              />
            ) : null}
            {adverts.active ? (
              <AdvertOverlay
                key={`${adverts.active.point}-${adverts.active.campaign.id}`}
                campaign={adverts.active.campaign}
                onFinish={adverts.finish}
              />
            ) : null}
            {lock.open ? <ParentalLock onUnlock={lock.hide} /> : null}
            <RateDialog item={vod} open={rating.open} onClose={rating.hide} />
            <PinModal
              type="parental"
              open={question?.ask === 'pin'}
              onSuccess={episodes.onPinSuccess}
              onCancel={episodes.onCancel}
            />
            <ProfileChooserDialog
              title={question?.episode.title ?? ''}
              profiles={question?.ask === 'profile' ? question.profiles : null}
              onChoose={episodes.onChooseProfile}
              onCancel={episodes.onCancel}
            />
          </>
        }
      />
    </>
  );
}
