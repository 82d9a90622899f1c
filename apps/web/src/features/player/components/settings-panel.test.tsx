import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPanel } from './settings-panel';

const noop = () => undefined;

/** The panel of a stream with no subtitle or audio tracks of its own. */
const renderWithoutTracks = () =>
  render(
    <SettingsPanel
      subtitles={[]}
      audio={[]}
      playbackRate={1}
      onSubtitle={noop}
      onAudio={noop}
      onSpeed={noop}
      statsOpen={false}
      onToggleStats={noop}
    />,
  );

describe('SettingsPanel', () => {
  it('says "No subtitle" and "No audio subtitle" when the stream has no tracks', () => {
    renderWithoutTracks();
    expect(screen.getByText('No subtitle')).toBeInTheDocument();
    expect(screen.getByText('No audio subtitle')).toBeInTheDocument();
  });

  it('fades in over 500 ms', () => {
    renderWithoutTracks();
    const panel = screen.getByRole('group', { name: 'Settings' });
    expect(panel.style.getPropertyValue('--fade')).toBe('500ms');
  });

  it('chooses a subtitle, turns subtitles off, picks an audio track and a speed', async () => {
    const onSubtitle = vi.fn();
    const onAudio = vi.fn();
    const onSpeed = vi.fn();
    render(
      <SettingsPanel
        subtitles={[
          { id: 0, label: 'English', selected: true },
          { id: 1, label: 'Portuguese', selected: false },
        ]}
        audio={[
          { id: 0, label: 'Original', selected: true },
          { id: 1, label: 'Dub', selected: false },
        ]}
        playbackRate={1}
        onSubtitle={onSubtitle}
        onAudio={onAudio}
        onSpeed={onSpeed}
        statsOpen={false}
        onToggleStats={noop}
      />,
    );
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Portuguese' }));
    expect(onSubtitle).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Off' }));
    expect(onSubtitle).toHaveBeenLastCalledWith(null);
    await userEvent.click(screen.getByRole('radio', { name: 'Dub' }));
    expect(onAudio).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('radio', { name: '1.5×' }));
    expect(onSpeed).toHaveBeenLastCalledWith(1.5);
  });

  it('switches the playback stats panel on and says when it is on', async () => {
    const onToggleStats = vi.fn();
    const { rerender } = render(
      <SettingsPanel
        subtitles={[]}
        audio={[]}
        playbackRate={1}
        onSubtitle={noop}
        onAudio={noop}
        onSpeed={noop}
        statsOpen={false}
        onToggleStats={onToggleStats}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Playback stats' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(onToggleStats).toHaveBeenCalledTimes(1);
    rerender(
      <SettingsPanel
        subtitles={[]}
        audio={[]}
        playbackRate={1}
        onSubtitle={noop}
        onAudio={noop}
        onSpeed={noop}
        statsOpen
        onToggleStats={onToggleStats}
      />,
    );
    expect(screen.getByRole('button', { name: 'Playback stats' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
