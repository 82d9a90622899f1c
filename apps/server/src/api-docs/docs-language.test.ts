import { describe, expect, it } from 'vitest';
import { docsLanguage } from './docs-language.js';

describe('docsLanguage', () => {
  it('takes ?lang= first, whatever the header says', () => {
    expect(docsLanguage('pt_BR', 'en-GB')).toBe('pt_BR');
    expect(docsLanguage('pt', 'pt-BR')).toBe('pt');
    expect(docsLanguage('en', 'pt-BR,pt;q=0.9')).toBe('en');
  });

  it('reads Brazilian tags as pt_BR and every other Portuguese tag as pt', () => {
    expect(docsLanguage(undefined, 'pt-BR')).toBe('pt_BR');
    expect(docsLanguage(undefined, 'pt_BR')).toBe('pt_BR');
    expect(docsLanguage(undefined, 'pt-br,pt;q=0.9')).toBe('pt_BR');
    expect(docsLanguage(undefined, 'pt')).toBe('pt');
    expect(docsLanguage(undefined, 'pt-PT')).toBe('pt');
    expect(docsLanguage(undefined, 'pt-AO')).toBe('pt');
  });

  it('takes the language the header likes best among those it speaks', () => {
    expect(docsLanguage(undefined, 'fr-FR, fr;q=0.9, pt;q=0.8, en;q=0.5')).toBe('pt');
    expect(docsLanguage(undefined, 'en;q=0.5, pt-BR')).toBe('pt_BR');
    expect(docsLanguage(undefined, 'en-US, pt-BR;q=0.9')).toBe('en');
    expect(docsLanguage(undefined, 'pt-BR;q=0, en;q=0.1')).toBe('en');
  });

  it('falls back to the header for an unknown ?lang=, then to English', () => {
    expect(docsLanguage('xx', 'pt-PT')).toBe('pt');
    expect(docsLanguage(['pt', 'en'], 'pt-BR')).toBe('pt_BR');
    expect(docsLanguage('xx', undefined)).toBe('en');
    expect(docsLanguage('', '')).toBe('en');
    expect(docsLanguage(undefined, 'de-DE, *;q=0.1')).toBe('en');
    expect(docsLanguage(undefined, ';;q=x,,')).toBe('en');
  });
});
