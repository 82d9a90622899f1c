import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemType, catchupReachMinutes, type Channel, type Programme } from '@marquee/contract';
import { useServerText } from '@/shared/i18n/server-text';
import { copyText } from '@/shared/lib/copy-text';
import { storage } from '@/shared/storage/storage';
import { notify } from '@/shared/ui/notify';
import { requestChannelStreamUrl, useChannelStream } from '@/entities/channel';
import { channelStripWindow, nowAndNext, useGuide } from '@/entities/programme';
import type { ZapDirection } from '@marquee/player-core/channel-zapping';
import { momentLink } from '@marquee/player-core/moment-link';
import { channelNowPlaying } from '../lib/now-playing';
import { useChannelAvailability } from '../hooks/use-channel-availability';
import { useChannelTimeline } from '../hooks/use-channel-timeline';
import { useChannelWatchReporting } from '../hooks/use-channel-watch-reporting';
import { useNow } from '@/shared/lib/use-now';
import { usePlayIssues } from '../hooks/use-play-issues';
import { usePlayerCore } from '../hooks/use-player-core';
import { usePlayerStore } from '../stores/player-store';
import { ChannelButtons } from './channel-buttons';
import { ChannelInfo } from './channel-info';
import { ChannelSeekBar } from './channel-seek-bar';
import { ChannelUnavailable } from './channel-unavailable';
import { PlayerMessage } from './player-message';
import { PlayerSurface } from './player-surface';
import { PlayerTopBar } from './player-top-bar';
import { ProgrammeStrip } from './programme-strip';

// The seek bar's end is the live edge: it moves on every few seconds.
const TIMELINE_TICK_MS = 5_000;

interface ChannelPlaybackProps {
  channel: Channel;
  /** The moment to play from (epoch ms), on to the live edge; null: the live stream. */
  from: number | null;
  onClose: () => void;
  onZap?: (direction: ZapDirection) => void;
}

/**
 * A subscribed channel playing: live or from a moment of its catch-up window on, with the
 * programme at the position and the next, a seek bar over the whole window, Go to live, Start
 * over, Copy link, channel up and down and the programmes strip; play-issues and vod-plays are
 * reported as for films, and a new signed address is asked for when one expires. A channel that
 * is down says so, and plays as soon as its stream call gives a stream again.
 */
export function ChannelPlayback({ channel, from, onClose, onZap }: ChannelPlaybackProps) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const switchSource = usePlayerStore((state) => state.switchSource);
  const now = useNow(TIMELINE_TICK_MS);
  const [guideOpen, setGuideOpen] = useState(false);
  const stream = useChannelStream({ channelId: channel.id, from }, true);
  const url = stream.data?.url ?? null;
  const availability = useChannelAvailability(stream, `${channel.id}:${from}`);
  const { onStreamError } = availability;
  const onIssue = usePlayIssues({
    record_model: 'channel',
    model_id: channel.id,
    model_type: ItemType.channel,
  });
  const player = usePlayerCore(onIssue, availability.onRefusal);
  const { core, snapshot } = player;
  const guide = useGuide(channel.id, channelStripWindow(catchupReachMinutes(channel), now));
  const programmes = guide.data ?? [];
  const playLive = () => switchSource({ kind: 'live', channel });
  const playFrom = (moment: number) => switchSource({ kind: 'catchup', channel, from: moment });
  const timeline = useChannelTimeline({
    channel,
    programmes,
    core,
    snapshot,
    from,
    stream: url,
    now,
    onLive: playLive,
    onShift: playFrom,
  });
  const schedule = nowAndNext(programmes, timeline.position);
  const onAir = nowAndNext(programmes, now).now;
  useChannelWatchReporting(channel, core);
  const channelId = channel.id;
  // An expired address is asked for again from where playback is, not where it began.
  const refresh = useCallback(() => {
    const at = from === null ? null : (core?.getSnapshot().wallClock ?? from);
    return requestChannelStreamUrl({ channelId, from: at }).catch((error: unknown) => {
      onStreamError(error);
      throw error;
    });
  }, [core, channelId, from, onStreamError]);

  useEffect(() => storage.lastChannel.set(channelId), [channelId]);
  useEffect(() => {
    if (core && url) void core.load(url, { refresh });
  }, [core, url, refresh]);

  const playProgramme = (chosen: Programme) => {
    setGuideOpen(false);
    playFrom(chosen.start_timestamp * 1000);
  };
  const copyLink = async () => {
    const copied = await copyText(momentLink(window.location.origin, channelId, timeline.position));
    notify(
      copied ? 'success' : 'error',
      copied ? t('player.channel.linkCopied') : t('player.channel.linkNotCopied'),
    );
  };

  if (availability.unavailable) {
    return (
      <ChannelUnavailable
        channel={channel}
        onClose={onClose}
        onZap={onZap}
        onRetry={() => void availability.retry()}
      />
    );
  }
  if (stream.isError || (stream.isSuccess && stream.data === null)) {
    const message = stream.isError
      ? (serverText.errorText(stream.error) ?? t('player.error'))
      : t('player.channel.noStream');
    return (
      <>
        <PlayerTopBar title={channel.title} onClose={onClose} />
        <PlayerMessage
          message={message}
          action={from !== null ? { label: t('player.goToLive'), onClick: playLive } : null}
        />
      </>
    );
  }
  return (
    <PlayerSurface
      title={channel.title}
      url={url}
      player={player}
      onClose={onClose}
      nowPlaying={channelNowPlaying(
        channel,
        schedule.now,
        t('player.channel.number', { number: channel.channel_number }),
      )}
      shortcuts="channel"
      onPrevious={onZap ? () => onZap(-1) : undefined}
      onNext={onZap ? () => onZap(1) : undefined}
      info={
        <ChannelInfo
          channel={channel}
          schedule={schedule}
          shifted={from !== null}
          position={timeline.position}
        />
      }
      seekBar={
        <ChannelSeekBar
          channelTitle={channel.title}
          span={timeline.span}
          boundaries={timeline.boundaries}
          loaded={timeline.loaded}
          position={timeline.position}
          onSeek={timeline.seek}
          thumbnailsUrl={stream.data?.thumbnails_url ?? null}
          thumbnailsStart={timeline.thumbnailsStart}
        />
      }
      onGoToLive={from !== null ? playLive : undefined}
      episodeButtons={
        <ChannelButtons
          onZap={onZap}
          onStartOver={onAir && from === null ? () => playProgramme(onAir) : undefined}
          guideOpen={guideOpen}
          onToggleGuide={() => setGuideOpen((open) => !open)}
          onCopyLink={() => void copyLink()}
        />
      }
      episodeStrip={
        guideOpen ? (
          <ProgrammeStrip
            channel={channel}
            programmes={programmes}
            playingId={schedule.now?.id ?? null}
            now={now}
            onCatchup={playProgramme}
            onLive={playLive}
          />
        ) : null
      }
    />
  );
}
