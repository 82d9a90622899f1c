import { describe, expect, it } from 'vitest';
import { toBcp47, trackName, uniqueNames } from './languages.js';

describe('toBcp47', () => {
  it('turns ISO 639-2 tags into two letters and keeps regions', () => {
    expect(toBcp47('eng')).toBe('en');
    expect(toBcp47('por')).toBe('pt');
    expect(toBcp47('ger')).toBe('de');
    expect(toBcp47('pt_br')).toBe('pt-BR');
    expect(toBcp47('pt-BR')).toBe('pt-BR');
  });

  it('calls missing or odd tags und', () => {
    expect(toBcp47(undefined)).toBe('und');
    expect(toBcp47('und')).toBe('und');
    expect(toBcp47('Track 1')).toBe('und');
  });
});

describe('trackName', () => {
  it('prefers the title, else the language in its own words', () => {
    expect(trackName("Director's commentary", 'en')).toBe("Director's commentary");
    expect(trackName(null, 'en')).toBe('English');
    expect(trackName(null, 'pt')).toBe('Português');
    expect(trackName(null, 'und')).toBe('und');
  });

  it('numbers repeated names', () => {
    expect(uniqueNames(['English', 'English', 'Português'])).toEqual([
      'English',
      'English (2)',
      'Português',
    ]);
  });
});
