import { describe, expect, it } from 'vitest';
import { playerShortcuts } from './player-shortcuts';

const actions = (context: Parameters<typeof playerShortcuts>[0]) =>
  playerShortcuts(context).map((shortcut) => shortcut.action);

describe('playerShortcuts', () => {
  it('lists volume on the arrows and no episode keys for a film', () => {
    expect(actions('film')).toEqual([
      'playPause',
      'back',
      'forward',
      'volumeUp',
      'volumeDown',
      'mute',
      'fullscreen',
      'captions',
      'help',
      'leave',
    ]);
  });

  it('adds N and P for an episode', () => {
    const shortcuts = playerShortcuts('episode');
    expect(shortcuts.find((shortcut) => shortcut.action === 'nextEpisode')?.keys).toEqual(['n']);
    expect(shortcuts.find((shortcut) => shortcut.action === 'previousEpisode')?.keys).toEqual([
      'p',
    ]);
  });

  it('zaps with up, Page Up and N on a channel, and offers no volume keys', () => {
    const shortcuts = playerShortcuts('channel');
    expect(shortcuts.find((shortcut) => shortcut.action === 'channelUp')?.keys).toEqual([
      'up',
      'pageUp',
      'n',
    ]);
    expect(actions('channel')).not.toContain('volumeUp');
  });
});
