/** A key as the help names it (its text comes from the dictionary). */
export type ShortcutKey =
  | 'space'
  | 'left'
  | 'right'
  | 'up'
  | 'down'
  | 'pageUp'
  | 'pageDown'
  | 'm'
  | 'f'
  | 'c'
  | 'n'
  | 'p'
  | 'question'
  | 'escape';

export type ShortcutAction =
  | 'playPause'
  | 'back'
  | 'forward'
  | 'volumeUp'
  | 'volumeDown'
  | 'mute'
  | 'fullscreen'
  | 'captions'
  | 'nextEpisode'
  | 'previousEpisode'
  | 'channelUp'
  | 'channelDown'
  | 'help'
  | 'leave';

export interface Shortcut {
  keys: ShortcutKey[];
  action: ShortcutAction;
}

/** What the player shows: a film or trailer, an episode (with its season), or a channel. */
export type ShortcutContext = 'film' | 'episode' | 'channel';

/**
 * Every key the open player answers to, in the order the help lists them; the arrows and the
 * letters are usePlayerKeys's (up and down zap channels in the channel player, as its buttons
 * do, and change the volume elsewhere).
 */
export function playerShortcuts(context: ShortcutContext): Shortcut[] {
  const channel = context === 'channel';
  const shortcuts: Shortcut[] = [
    { keys: ['space'], action: 'playPause' },
    { keys: ['left'], action: 'back' },
    { keys: ['right'], action: 'forward' },
  ];
  if (channel) {
    shortcuts.push(
      { keys: ['up', 'pageUp', 'n'], action: 'channelUp' },
      { keys: ['down', 'pageDown', 'p'], action: 'channelDown' },
    );
  } else {
    shortcuts.push({ keys: ['up'], action: 'volumeUp' }, { keys: ['down'], action: 'volumeDown' });
  }
  shortcuts.push(
    { keys: ['m'], action: 'mute' },
    { keys: ['f'], action: 'fullscreen' },
    { keys: ['c'], action: 'captions' },
  );
  if (context === 'episode') {
    shortcuts.push(
      { keys: ['n'], action: 'nextEpisode' },
      { keys: ['p'], action: 'previousEpisode' },
    );
  }
  shortcuts.push({ keys: ['question'], action: 'help' }, { keys: ['escape'], action: 'leave' });
  return shortcuts;
}
