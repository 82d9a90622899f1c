import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ItemType, type VodItem } from '@marquee/contract';
import { to } from '@/shared/config/routes';
import { useServerText } from '@/shared/i18n/server-text';
import { useStream } from '../api/request-stream';
import { playableProfile } from '@marquee/player-core/player-rules';
import { PlayerMessage } from './player-message';
import { PlayerTopBar } from './player-top-bar';
import { VodPlayback } from './vod-playback';

interface MoviePlayerProps {
  vod: VodItem;
  /** The profile the Play flow or Next episode chose; null takes the first subscribed one. */
  profileId: number | null;
  onClose: () => void;
}

/** Picks the profile, requests the stream and plays it; explains when it cannot. */
export function MoviePlayer({ vod, profileId, onClose }: MoviePlayerProps) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const navigate = useNavigate();
  // The Play flow's or Next episode's choice, else the first subscribed profile.
  const profile =
    vod.movie_source.profiles.find(
      (candidate) => candidate.id === profileId && candidate.subscribed,
    ) ?? playableProfile(vod);
  const stream = useStream(vod.id, profile?.id ?? null);
  const empty = stream.isSuccess && stream.data === null;

  useEffect(() => {
    // Nothing to play: back to the film's or the episode's page (spec: access §4, Player flow).
    if (!empty) return;
    const page = vod.type === ItemType.episode ? to.episode(vod.id) : to.movie(vod.id);
    void navigate(page, { replace: true });
  }, [empty, navigate, vod.id, vod.type]);

  if (!profile || stream.isError) {
    const message = profile
      ? (serverText.errorText(stream.error) ?? t('player.error'))
      : t('player.notAvailable');
    return (
      <>
        <PlayerTopBar title={vod.title} onClose={onClose} />
        <PlayerMessage message={message} hint={profile ? null : t('player.notAvailableHint')} />
      </>
    );
  }
  return (
    <VodPlayback
      vod={vod}
      profile={profile}
      url={stream.data?.url ?? null}
      thumbnailsUrl={stream.data?.thumbnails_url ?? null}
      onClose={onClose}
    />
  );
}
