import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelCategorySchema, envelope } from '@marquee/contract';
import { z } from 'zod/mini';
import type { TestApp } from '../../../test/test-app.js';
import { EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';
import { channelCalls, createChannelListWorld, numbersOf } from './channel-list-fixtures.js';

let t: TestApp;
let token: string;
let category: Record<string, number>;

beforeAll(async () => {
  ({ t, token, category } = await createChannelListWorld(EXPIRED_ACCOUNT));
});
afterAll(() => t.close());

const { list } = channelCalls(() => ({ t, token }));

describe('channel search (filter[title])', () => {
  const found = async (text: string, more = '') =>
    numbersOf((await list(`filter[title]=${encodeURIComponent(text)}${more}`)).items);

  it('matches titles whose words start with every searched word, best match first', async () => {
    // Exact title, then the title starting with the whole word, then with a word start, then
    // the rest by channel number.
    expect(await found('sport')).toEqual([9, 5, 20, 3, 7]);
    expect(await found('sky sp')).toEqual([7, 3]);
    expect(await found('ort')).toEqual([]);
  });

  it('ignores case and accents as the film search does', async () => {
    expect(await found('MUSICA')).toEqual([12]);
    expect(await found('música bra')).toEqual([12]);
    expect(await found('SPÓRT tv')).toEqual([5]);
  });

  it('counts every match in the pager and pages them', async () => {
    const page = await list(`filter[title]=channel&limit=100&page=3`);
    // "Channel 1" … "Channel 260" but the six named ones, plus "Sportsman Channel".
    expect(page.pager).toEqual({ page: 3, pageCount: 3, count: 255 });
    expect(page.items).toHaveLength(55);
  });

  it('searches inside a category', async () => {
    expect(await found('sport', `&filter[category_id]=${category.football}`)).toEqual([5, 3]);
  });

  it('finds nothing for a search of no letters or digits', async () => {
    const page = await list(`filter[title]=${encodeURIComponent('!!')}`);
    expect(page).toEqual({ items: [], pager: { page: 1, pageCount: 0, count: 0 } });
  });
});

describe('channel categories', () => {
  it('answers the tree by name, with children, holding only categories with channels', async () => {
    const response = await t.call({ url: '/api/channel-categories/list', token });
    expect(response.statusCode, response.body).toBe(200);
    const tree = envelope(z.array(channelCategorySchema)).parse(response.json()).data!;
    expect(tree).toEqual([
      { id: category.entertainment, name: 'Entertainment', children: [] },
      {
        id: category.kids,
        name: 'Kids',
        children: [{ id: category.cartoons, name: 'Cartoons', children: [] }],
      },
      { id: category.news, name: 'News', children: [] },
      {
        id: category.sport,
        name: 'Sport',
        children: [
          {
            id: category.football,
            name: 'Football',
            children: [{ id: category.premier, name: 'Premier League', children: [] }],
          },
        ],
      },
    ]);
  });
});
