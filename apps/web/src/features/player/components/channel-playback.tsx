import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemType, type Channel, type Programme } from '@marquee/contract';
import { useServerText } from '@/shared/i18n/server-text';
import { storage } from '@/shared/storage/storage';
import { requestChannelStreamUrl, useChannelStream } from '@/entities/channel';
import { channelStripWindow, nowAndNext, useGuide } from '@/entities/programme';
import type { ZapDirection } from '../core/channel-zapping';
import { useChannelWatchReporting } from '../hooks/use-channel-watch-reporting';
import { useNow } from '@/shared/lib/use-now';
import { usePlayIssues } from '../hooks/use-play-issues';
import { usePlayerCore } from '../hooks/use-player-core';
import { usePlayerStore } from '../stores/player-store';
import { ChannelButtons } from './channel-buttons';
import { ChannelInfo } from './channel-info';
import { PlayerMessage } from './player-message';
import { PlayerSurface } from './player-surface';
import { PlayerTopBar } from './player-top-bar';
import { ProgrammeStrip } from './programme-strip';

interface ChannelPlaybackProps {
  channel: Channel;
  /** The programme to play from its start (catch-up, start over); null: the live stream. */
  programme: Programme | null;
  onClose: () => void;
  onZap?: (direction: ZapDirection) => void;
}

/**
 * A subscribed channel playing: its live stream or a programme from its start, with now and
 * next, Go to live, Start over, channel up and down and the programmes strip; play-issues and
 * vod-plays are reported as for films, and a new signed address is asked for when one expires.
 */
export function ChannelPlayback(props: ChannelPlaybackProps) {
  const { channel, programme, onClose, onZap } = props;
  const { t } = useTranslation();
  const serverText = useServerText();
  const switchSource = usePlayerStore((state) => state.switchSource);
  const now = useNow();
  const [guideOpen, setGuideOpen] = useState(false);
  const request = { channelId: channel.id, programmeId: programme?.id ?? null };
  const stream = useChannelStream(request, true);
  const url = stream.data?.url ?? null;
  const onIssue = usePlayIssues({
    record_model: 'channel',
    model_id: channel.id,
    model_type: ItemType.channel,
  });
  const player = usePlayerCore(onIssue);
  const { core } = player;
  const guide = useGuide(channel.id, channelStripWindow(channel.catchup_duration_total, now));
  const programmes = guide.data ?? [];
  const schedule = nowAndNext(programmes, now);
  useChannelWatchReporting(channel, core);
  const { channelId, programmeId } = request;
  const refresh = useCallback(
    () => requestChannelStreamUrl({ channelId, programmeId }),
    [channelId, programmeId],
  );

  useEffect(() => storage.lastChannel.set(channelId), [channelId]);
  useEffect(() => {
    if (core && url) void core.load(url, { refresh });
  }, [core, url, refresh]);

  const playLive = () => switchSource({ kind: 'live', channel });
  const playProgramme = (chosen: Programme) => {
    setGuideOpen(false);
    switchSource({ kind: 'catchup', channel, programme: chosen });
  };
  const onAir = schedule.now;
  const title = programme ? `${channel.title} · ${programme.title}` : channel.title;

  if (stream.isError || (stream.isSuccess && stream.data === null)) {
    const message = stream.isError
      ? (serverText.errorText(stream.error) ?? t('player.error'))
      : t('player.channel.noStream');
    return (
      <>
        <PlayerTopBar title={title} onClose={onClose} />
        <PlayerMessage
          message={message}
          action={programme ? { label: t('player.goToLive'), onClick: playLive } : null}
        />
      </>
    );
  }
  return (
    <PlayerSurface
      title={title}
      url={url}
      player={player}
      onClose={onClose}
      info={<ChannelInfo channel={channel} schedule={schedule} playing={programme} now={now} />}
      onGoToLive={programme ? playLive : undefined}
      episodeButtons={
        <ChannelButtons
          onZap={onZap}
          onStartOver={onAir && !programme ? () => playProgramme(onAir) : undefined}
          guideOpen={guideOpen}
          onToggleGuide={() => setGuideOpen((open) => !open)}
        />
      }
      episodeStrip={
        guideOpen ? (
          <ProgrammeStrip
            channel={channel}
            programmes={programmes}
            playingId={programme?.id ?? null}
            now={now}
            onCatchup={playProgramme}
            onLive={playLive}
          />
        ) : null
      }
    />
  );
}
