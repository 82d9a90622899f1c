import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoCampaign } from '@marquee/contract';
import {
  ADVERT_TICK_MS,
  advertCountdownAfterTick,
  canSkipAdvert,
} from '@marquee/player-core/advert-schedule';
import { plainNowPlaying } from '../lib/now-playing';
import { useMediaSession } from '../hooks/use-media-session';
import { usePlayerCore } from '../hooks/use-player-core';
import styles from './advert-overlay.module.css';

interface AdvertOverlayProps {
  campaign: VideoCampaign;
  /** The advert is over: skipped, ended, or it could not play. */
  onFinish: () => void;
}

/**
 * A video advert over the player (spec: access §4, Video adverts): a countdown from
 * display_duration by 1 s ticks, then Skip (a click, or Enter at 0). The advert also closes
 * when its video ends. It covers the player, so clicks elsewhere do nothing meanwhile.
 */
export function AdvertOverlay({ campaign, onFinish }: AdvertOverlayProps) {
  const { t } = useTranslation();
  const { videoRef, core, snapshot } = usePlayerCore();
  const [remaining, setRemaining] = useState(campaign.display_duration);
  const skippable = canSkipAdvert(remaining);
  const skipButton = useRef<HTMLButtonElement>(null);
  // The system's controls say an advert plays, and can pause it but not seek past it.
  useMediaSession(core, snapshot, plainNowPlaying(t('player.advert'), true));

  useEffect(() => {
    // Ready to skip: the button takes focus, so Enter (or a remote's OK) skips.
    if (skippable) skipButton.current?.focus();
  }, [skippable]);

  useEffect(() => {
    if (core) void core.load(campaign.video_url);
  }, [core, campaign.video_url]);

  useEffect(() => {
    if (skippable) return;
    const timer = window.setInterval(
      () => setRemaining((count) => advertCountdownAfterTick(count)),
      ADVERT_TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [skippable]);

  // An advert that ended, or that cannot play, gives the viewer back the content.
  const over = snapshot.ended || snapshot.error !== null;
  useEffect(() => {
    if (over) onFinish();
  }, [over, onFinish]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Escape still leaves the player and Tab still moves focus; Enter at 0 skips; the
      // content's own keys (space, arrows) do nothing while the advert shows.
      if (event.key === 'Escape' || event.key === 'Tab') return;
      event.stopPropagation();
      event.preventDefault();
      if (event.key === 'Enter' && skippable) onFinish();
    };
    document.addEventListener('keydown', onKey, { capture: true });
    return () => document.removeEventListener('keydown', onKey, { capture: true });
  }, [skippable, onFinish]);

  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={t('player.advert')}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- adverts come without captions */}
      <video
        ref={videoRef}
        className={styles.video}
        data-testid="advert-video"
        playsInline
        disablePictureInPicture
      />
      <span className={styles.badge}>{t('player.advert')}</span>
      <button
        type="button"
        className={styles.skip}
        disabled={!skippable}
        onClick={onFinish}
        ref={skipButton}
      >
        {skippable ? t('player.skipAdvert') : t('player.advertSkipIn', { count: remaining })}
      </button>
    </div>
  );
}
