import { useEffect, useMemo, useRef, useState } from 'react';
import type { PlayerCore, PlayerSnapshot } from '@marquee/player-core/player-core';
import {
  MEDIA_ACTIONS,
  mediaActionHandlers,
  mediaArtwork,
  mediaMetadataInit,
  mediaPlaybackState,
  mediaPositionState,
  type MediaCommands,
  type NowPlaying,
} from '@marquee/player-core/media-session';

/** The browser's Media Session, where there is one (not in jsdom, nor in older browsers). */
function mediaSession(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator
    ? navigator.mediaSession
    : null;
}

function setHandler(
  session: MediaSession,
  action: string,
  handler: MediaSessionActionHandler | null,
) {
  try {
    session.setActionHandler(action as MediaSessionAction, handler);
  } catch {
    // An action this browser does not know (enterpictureinpicture before Chrome 120).
  }
}

/** The parts of the session a player sets, each cleared apart. */
type SessionPart = 'metadata' | 'handlers' | 'playbackState' | 'position';

/**
 * Which player last set each part. Zapping or going to another episode mounts a new player as
 * the old one goes, and the old one's cleanup may run after the new one has set the session:
 * a player clears only what it still owns.
 */
const owners = new Map<SessionPart, symbol>();

function own(part: SessionPart, owner: symbol): void {
  owners.set(part, owner);
}

function release(part: SessionPart, owner: symbol, clear: () => void): void {
  if (owners.get(part) !== owner) return;
  owners.delete(part);
  clear();
}

/** Extra commands of the player that plays: previous/next item, close, picture-in-picture. */
export type MediaSessionExtras = Pick<
  MediaCommands,
  'previous' | 'next' | 'stop' | 'enterPictureInPicture'
>;

/**
 * Tells the system's media controls what plays and lets them drive the player: metadata,
 * action handlers, playback and position state, kept current while `nowPlaying` is given and
 * cleared when it is not (another player, an advert, took over) or when the player closes.
 */
export function useMediaSession(
  core: PlayerCore | null,
  snapshot: PlayerSnapshot,
  nowPlaying: NowPlaying | null,
  extras: MediaSessionExtras = {},
): void {
  const measured = useArtworkSizes(nowPlaying?.artwork ?? []);
  // The description is rebuilt on every render; only a change of what it says counts.
  const metadataKey = nowPlaying ? JSON.stringify(mediaMetadataInit(nowPlaying, measured)) : null;
  const advert = nowPlaying?.advert === true;
  const latest = useRef(extras);
  useEffect(() => {
    latest.current = extras;
  });
  const [self] = useState(() => Symbol('media session user'));
  const { previous, next, stop, enterPictureInPicture } = extras;
  const hasPrevious = previous !== undefined;
  const hasNext = next !== undefined;
  const hasStop = stop !== undefined;
  const hasPip = enterPictureInPicture !== undefined;
  const described = metadataKey !== null;

  useEffect(() => {
    const session = mediaSession();
    if (!session || metadataKey === null || typeof MediaMetadata === 'undefined') return;
    session.metadata = new MediaMetadata(JSON.parse(metadataKey) as MediaMetadataInit);
    own('metadata', self);
    return () =>
      release('metadata', self, () => {
        session.metadata = null;
      });
  }, [metadataKey, self]);

  useEffect(() => {
    const session = mediaSession();
    if (!session || !core || !described) return;
    // The handlers read the latest callbacks when called: re-registering on every render
    // would flicker the system's buttons.
    const handlers = mediaActionHandlers(
      {
        getSnapshot: core.getSnapshot,
        play: () => void core.play(),
        pause: () => core.pause(),
        seekTo: (seconds) => core.seekTo(seconds),
        previous: hasPrevious ? () => latest.current.previous?.() : undefined,
        next: hasNext ? () => latest.current.next?.() : undefined,
        stop: hasStop ? () => latest.current.stop?.() : undefined,
        enterPictureInPicture: hasPip ? () => latest.current.enterPictureInPicture?.() : undefined,
      },
      advert,
    );
    for (const action of MEDIA_ACTIONS) setHandler(session, action, handlers[action]);
    own('handlers', self);
    return () =>
      release('handlers', self, () => {
        for (const action of MEDIA_ACTIONS) setHandler(session, action, null);
      });
  }, [core, described, advert, hasPrevious, hasNext, hasStop, hasPip, self]);

  const active = core !== null && described;
  const playbackState = mediaPlaybackState(snapshot);
  const position = mediaPositionState(snapshot);
  const positionKey = position
    ? `${position.duration}|${position.position}|${position.playbackRate}`
    : null;

  useEffect(() => {
    const session = mediaSession();
    if (!session || !active) return;
    session.playbackState = playbackState;
    own('playbackState', self);
    return () =>
      release('playbackState', self, () => {
        session.playbackState = 'none';
      });
  }, [active, playbackState, self]);

  useEffect(() => {
    const session = mediaSession();
    if (!session || !active || typeof session.setPositionState !== 'function') return;
    const [duration, position, playbackRate] = (positionKey ?? '').split('|').map(Number);
    try {
      if (positionKey === null) session.setPositionState();
      else session.setPositionState({ duration, position, playbackRate });
    } catch {
      // A state the browser refuses (a position past a duration that just shrank): skip it.
    }
  }, [active, positionKey]);

  useEffect(() => {
    const session = mediaSession();
    if (!session || !active || typeof session.setPositionState !== 'function') return;
    own('position', self);
    return () => release('position', self, () => session.setPositionState());
  }, [active, self]);
}

/**
 * The pixel size of each bitmap in `sources` once it has loaded ("640x360"), for MediaImage's
 * `sizes`; vector images need none.
 */
function useArtworkSizes(sources: NowPlaying['artwork']): ReadonlyMap<string, string> {
  const key = mediaArtwork(sources)
    .filter((image) => image.type !== 'image/svg+xml')
    .map((image) => image.src)
    .join('\n');
  const [sizes, setSizes] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!key || typeof Image === 'undefined') return;
    let live = true;
    for (const src of key.split('\n')) {
      const image = new Image();
      image.onload = () => {
        if (!live || !image.naturalWidth) return;
        const size = `${image.naturalWidth}x${image.naturalHeight}`;
        setSizes((known) => new Map(known).set(src, size));
      };
      image.src = src;
    }
    return () => {
      live = false;
    };
  }, [key]);
  return useMemo(() => sizes, [sizes]);
}
