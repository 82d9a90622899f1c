import { describe, expect, it } from 'vitest';
import { searchText, searchWords } from './search-text.js';

describe('searchText', () => {
  it('folds case and Portuguese accents so every spelling of a title is the same text', () => {
    expect(searchText('Coração')).toBe(' coracao');
    expect(searchText('CORAÇÃO')).toBe(' coracao');
    expect(searchText('coracao')).toBe(' coracao');
    expect(searchText('São João, Ação & Pão')).toBe(' sao joao acao pao');
  });

  it('turns punctuation into word breaks and puts a space before every word', () => {
    expect(searchText('Spider-Man: No Way Home')).toBe(' spider man no way home');
    expect(searchText("Ocean's 11")).toBe(' ocean s 11');
    expect(searchText('  !!!  ')).toBe('');
  });

  it('folds letters that have no combining accent', () => {
    expect(searchWords('Ærø Straße Łódź')).toEqual(['aero', 'strasse', 'lodz']);
  });
});
