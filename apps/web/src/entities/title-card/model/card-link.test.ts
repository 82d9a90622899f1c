import { describe, expect, it } from 'vitest';
import { cardLink } from './card-link';

describe('cardLink', () => {
  it('sends movies to /play/movie/{id} and episodes to /play/tv-show/episode/{id}', () => {
    expect(cardLink({ id: 7, type: 0 }, '/movies')).toBe('/play/movie/7');
    expect(cardLink({ id: 8, type: 1 }, '/tv-shows')).toBe('/play/tv-show/episode/8');
  });

  it('sends channels to /channels/{id}', () => {
    expect(cardLink({ id: 9, type: 3 }, '/x')).toBe('/channels/9');
  });

  it('uses the base route plus the id for other cards', () => {
    expect(cardLink({ id: 4, type: 2 }, '/tv-shows')).toBe('/tv-shows/4');
    expect(cardLink({ id: 5 }, '/tv-shows')).toBe('/tv-shows/5');
  });

  it('applies the override base only to items with a channel_number', () => {
    expect(cardLink({ id: 3, type: 3, channel_number: 12 }, '/x', '/live')).toBe('/live/3');
    expect(cardLink({ id: 3, type: 0 }, '/movies', '/live')).toBe('/play/movie/3');
  });
});
