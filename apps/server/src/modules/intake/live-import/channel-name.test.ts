import { describe, expect, it } from 'vitest';
import { channelTitle, nameKey } from './channel-name.js';

describe('channel names', () => {
  it('drops iptv-org notes from titles and compares names without case, accents or punctuation', () => {
    expect(channelTitle('Juice TV (1080p) [Not 24/7]')).toBe('Juice TV');
    expect(channelTitle('Sky open +1 (576p) [Geo-blocked]')).toBe('Sky open +1');
    expect(channelTitle('[Geo-blocked]')).toBe('[Geo-blocked]');
    expect(nameKey('  Māori  Television! ')).toBe('maori television');
    expect(nameKey("Television Hawke's Bay")).toBe('television hawke s bay');
  });
});
