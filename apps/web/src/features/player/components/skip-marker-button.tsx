import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkipCue } from '@marquee/player-core/title-markers';
import { focusPlayerOf, playerOf } from '../lib/player-focus';
import styles from './player-overlays.module.css';

interface SkipMarkerButtonProps {
  cue: SkipCue;
  onSkip: () => void;
}

/**
 * "Skip intro" or "Skip recap" over the picture. It takes no focus, so Space and the arrows go
 * on playing and seeking; Tab reaches it, the arrows do from the player's controls, and Enter
 * (a remote's OK) on the player itself skips too. Chosen, or gone while focused, it gives the
 * focus back to the player.
 */
export function SkipMarkerButton({ cue, onSkip }: SkipMarkerButtonProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const latest = useRef(onSkip);
  useEffect(() => {
    latest.current = onSkip;
  });

  useEffect(() => {
    const own = button.current;
    const player = own ? playerOf(own) : null;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.defaultPrevented || event.target !== player) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (own && document.activeElement === own) player?.focus();
    };
  }, []);

  return (
    <button
      ref={button}
      type="button"
      className={styles.skip}
      onClick={(event) => {
        focusPlayerOf(event.currentTarget);
        onSkip();
      }}
    >
      {cue.part === 'intro' ? t('player.skipIntro') : t('player.skipRecap')}
    </button>
  );
}
