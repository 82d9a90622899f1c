import { useCallback, useEffect, useState } from 'react';
import type { VodItem } from '@marquee/contract';
import { PinModal } from '@/shared/ui/pin-modal/pin-modal';
import { useCampaigns } from '../api/get-campaigns';
import { nextEpisodeCountdown, resumePosition, showsParentalBadge } from '../core/player-rules';
import { useAdverts } from '../hooks/use-adverts';
import { useEpisodeNavigation } from '../hooks/use-episode-navigation';
import { usePlayIssues } from '../hooks/use-play-issues';
import { usePlayerCore } from '../hooks/use-player-core';
import { useWatchReporting } from '../hooks/use-watch-reporting';
import { AdvertOverlay } from './advert-overlay';
import { EpisodeButtons } from './episode-buttons';
import { NextEpisodeCountdown } from './next-episode-countdown';
import { ParentalBadge } from './parental-badge';
import { PlayerSurface } from './player-surface';
import { ResumePrompt } from './resume-prompt';

interface VodPlaybackProps {
  vod: VodItem;
  /** The stream address; null while it is being requested. */
  url: string | null;
  onClose: () => void;
}

/**
 * A film or an episode playing (spec: access §4, Player flow and Video adverts): the resume
 * prompt, the start, middle and end adverts, the parental badge, the next-episode countdown,
 * and continue-watching reports.
 */
export function VodPlayback({ vod, url, onClose }: VodPlaybackProps) {
  const { campaigns, settled } = useCampaigns(vod.id);
  const stoppedTime = resumePosition(vod);
  // Where to start: null until the resume prompt is answered.
  const [startAt, setStartAt] = useState<number | null>(stoppedTime === null ? 0 : null);
  const onIssue = usePlayIssues({ record_model: 'vod', model_id: vod.id, model_type: vod.type });
  const player = usePlayerCore(onIssue);
  const { core, snapshot } = player;
  const adverts = useAdverts(campaigns, core, snapshot.currentTime, snapshot.started);
  const episodes = useEpisodeNavigation(vod);
  const { playAt } = adverts;
  const { next, goTo } = episodes;
  useWatchReporting(vod, core);

  useEffect(() => {
    if (!core || !url || startAt === null || !settled) return;
    // From the beginning, rule 1's advert comes first; the content loads behind it, paused.
    const advertFirst = startAt === 0 && playAt('start', () => void core.play());
    void core.load(url, { startTime: startAt, autoplay: !advertFirst });
  }, [core, url, startAt, settled, playAt]);

  // The content's end: the end advert, then the next episode, or the player closes.
  const finishContent = useCallback(() => {
    if (next) goTo(next);
    else onClose();
  }, [next, goTo, onClose]);
  const playNext = useCallback(() => {
    if (!next) return;
    if (!playAt('end', () => goTo(next))) goTo(next);
  }, [next, goTo, playAt]);

  useEffect(() => {
    if (snapshot.ended && !playAt('end', finishContent)) finishContent();
    // Only the moment the content ends counts, not later changes of the callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot.ended]);

  const countdown = episodes.nextPlayable
    ? nextEpisodeCountdown(snapshot.currentTime, snapshot.duration)
    : null;
  const badge =
    vod.parental_rating && snapshot.started && showsParentalBadge(snapshot.currentTime)
      ? vod.parental_rating.code
      : null;
  const prompting = startAt === null && stoppedTime !== null;

  return (
    <>
      <PlayerSurface
        title={vod.title}
        url={url}
        player={player}
        onClose={onClose}
        subtitles={vod.movie_source.subtitles}
        blocked={prompting || adverts.active !== null}
        forceControls={countdown !== null}
        episodeButtons={
          episodes.previous || next ? (
            <EpisodeButtons
              previous={episodes.previous}
              next={next}
              onPrevious={() => episodes.previous && goTo(episodes.previous)}
              onNext={playNext}
            />
          ) : null
        }
        overlay={
          <>
            {badge ? <ParentalBadge code={badge} /> : null}
            {countdown !== null && !adverts.active ? (
              <NextEpisodeCountdown seconds={countdown} onPlayNext={playNext} />
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
          </>
        }
      />
      <PinModal
        type="parental"
        open={episodes.pinFor !== null}
        onSuccess={episodes.onPinSuccess}
        onCancel={episodes.onPinCancel}
      />
    </>
  );
}
