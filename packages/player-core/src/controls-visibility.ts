import { CONTROLS_HIDE_DELAY_MS } from './player-rules';

/** What decides whether the player's controls show (access §4 "Player flow", §9). */
export interface ControlsActivity {
  /** When the viewer last moved the pointer, focused a control or pressed a key (epoch ms). */
  lastActivityAt: number;
  /** Whether the video plays: paused, the controls stay. */
  playing: boolean;
  /** Kept up whatever the activity: the last 5 s of an episode, with Next in them. */
  forceVisible?: boolean;
}

/** When the controls hide after an activity: 4 s (4000 ms) later, unless another comes first. */
export function controlsHideAt(lastActivityAt: number): number {
  return lastActivityAt + CONTROLS_HIDE_DELAY_MS;
}

/**
 * Whether the controls are hidden at `now`: they hide 4 s after the last activity while the
 * video plays, and come back with the next activity; paused, or forced, they stay.
 */
export function controlsHidden(now: number, activity: ControlsActivity): boolean {
  const { lastActivityAt, playing, forceVisible = false } = activity;
  return playing && !forceVisible && now >= controlsHideAt(lastActivityAt);
}
