import { describe, expect, it } from 'vitest';
import { nameLikeness, suggestChannel } from './guide-suggestion.js';

describe('guide channel suggestions', () => {
  it('treat names the importers would match as the same', () => {
    expect(nameLikeness('Canal Notícias HD', 'canal noticias hd')).toBe(1);
    expect(nameLikeness('Juice TV (1080p) [Not 24/7]', 'Juice TV')).toBe(1);
  });

  it('rank near names above far ones and suggest nothing for strangers', () => {
    const channels = [
      { id: 1, title: 'Sports One' },
      { id: 2, title: 'News 24' },
      { id: 3, title: 'Kids Planet' },
    ];
    expect(suggestChannel(['News24 HD'], channels)?.id).toBe(2);
    expect(suggestChannel(['Sport 1', 'Sports1'], channels)?.id).toBe(1);
    expect(suggestChannel(['Weather Radar'], channels)).toBeNull();
    // Half their letter pairs alike is not enough: Night Radio is no Midnight Reel.
    expect(suggestChannel(['Night Radio'], [{ id: 4, title: 'Midnight Reel' }])).toBeNull();
    expect(nameLikeness('', 'News')).toBe(0);
  });
});
