import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { ValidationMessage, type StudioShow, type StudioVod } from '@marquee/contract';
import { studioAudit } from '../../../db/schema.js';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { FILM } from '../../../test/studio-film.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: string;
let editor: string;
let support: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await operatorOfRole(t, 'owner')).token;
  editor = (await operatorOfRole(t, 'editor')).token;
  support = (await operatorOfRole(t, 'support')).token;
  viewer = (await t.login()).token;
});
afterAll(() => t.close());

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
) =>
  t.call({
    method,
    url: `/api/studio/catalogue${url}`,
    headers: bearer(token),
    ...(body ? { body } : {}),
  });
const latestAudit = async () =>
  (await t.database.db.select().from(studioAudit).orderBy(desc(studioAudit.id)).limit(1))[0];

describe('the studio catalogue calls', () => {
  it('answer 401 without an operator session, and with a subscriber token', async () => {
    expect((await t.call({ url: '/api/studio/catalogue/films' })).statusCode).toBe(401);
    const asViewer = await t.call({ url: '/api/studio/catalogue/films', token: viewer });
    expect(asViewer.statusCode).toBe(401);
    const asBearer = await t.call({ url: '/api/studio/catalogue/films', headers: bearer(viewer) });
    expect(asBearer.statusCode).toBe(401);
  });

  it('answer 403 to support on every call, reads included', async () => {
    const asks: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', '/films'],
      ['GET', '/shows'],
      ['GET', '/choices'],
      ['GET', '/vods/1'],
      ['POST', '/films', FILM],
      ['DELETE', '/vods/1'],
      ['GET', '/shows/1'],
      ['GET', '/season-episodes/1'],
      ['DELETE', '/art/1?model=vods&slot=cover'],
    ];
    for (const [method, url, body] of asks) {
      expect((await call(support, method, url, body)).statusCode, url).toBe(403);
    }
  });

  it('make a film that subscribers list and read at once, and audit it', async () => {
    const { genres } = (await call(editor, 'GET', '/choices')).json().data;
    const made = await call(editor, 'POST', '/films', { ...FILM, genre_ids: [genres[0].id] });
    expect(made.statusCode, made.body).toBe(200);
    const film = made.json<{ data: StudioVod }>().data;
    expect(film).toMatchObject({ title: FILM.title, type: 0, runtime: 104, actors: FILM.actors });
    expect(film.genres).toEqual([genres[0]]);

    const listed = await t.call({
      url: '/api/vods/list?filter[type]=0&sort[created]=desc&limit=5',
      token: viewer,
    });
    const item = listed.json().data.items.find((vod: { id: number }) => vod.id === film.id);
    expect(item).toMatchObject({
      title: FILM.title,
      parental_rating: { code: '12+', require_pin: true },
    });
    const found = await t.call({
      url: '/api/vods/list?filter[title]=zephyrine%20harb',
      token: viewer,
    });
    expect(found.json().data.items.map((vod: { id: number }) => vod.id)).toContain(film.id);
    expect(await latestAudit()).toMatchObject({ action: 'film.create', target: `vod:${film.id}` });

    const searched = await call(editor, 'GET', '/films?search=zephyr');
    expect(searched.json().data.items[0].id).toBe(film.id);
    const byGenre = await call(
      owner,
      'GET',
      `/films?genre_id=${genres[0].id}&sort=title&limit=200`,
    );
    expect(byGenre.json().data.items.map((line: { id: number }) => line.id)).toContain(film.id);

    const changed = await call(owner, 'PUT', `/films/${film.id}`, {
      ...FILM,
      title: 'The Loud Harbour',
    });
    expect(changed.json().data.title).toBe('The Loud Harbour');
    const detail = await t.call({ url: `/api/vods/list?filter[id]=${film.id}`, token: viewer });
    expect(detail.json().data.items[0].title).toBe('The Loud Harbour');
    expect(await latestAudit()).toMatchObject({
      action: 'film.update',
      before: { title: FILM.title },
      after: { title: 'The Loud Harbour' },
    });

    expect((await call(editor, 'DELETE', `/vods/${film.id}`)).statusCode).toBe(200);
    expect((await call(editor, 'GET', `/vods/${film.id}`)).statusCode).toBe(404);
    const gone = await t.call({ url: `/api/vods/list?filter[id]=${film.id}`, token: viewer });
    expect(gone.json().data.items).toEqual([]);
  });

  it('refuse bad fields with translated messages, and unknown genres', async () => {
    const bad = await call(editor, 'POST', '/films', {
      ...FILM,
      title: ' ',
      year: 1200,
      runtime: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      title: [ValidationMessage.brandTextRequired],
      year: [ValidationMessage.yearInvalid],
      runtime: [ValidationMessage.runtimeInvalid],
    });
    const trailer = await call(editor, 'POST', '/films', { ...FILM, trailer_url: 'javascript:x' });
    expect(trailer.json().errors).toMatchObject({
      trailer_url: [ValidationMessage.trailerUrlInvalid],
    });
    const unknown = await call(editor, 'POST', '/films', { ...FILM, genre_ids: [999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().notice).toEqual({ key: 'studioChoiceUnknown', params: { id: 999999 } });
  });

  it('make a show with a season and an episode that subscribers see', async () => {
    const made = await call(editor, 'POST', '/shows', {
      ...FILM,
      runtime: undefined,
      title: 'Harbour Lights',
      writers: ['Kim Ode'],
    });
    expect(made.statusCode, made.body).toBe(200);
    const show = made.json<{ data: StudioShow }>().data;
    const season = await call(editor, 'POST', `/show-seasons/${show.id}`, {
      number: 1,
      name: 'Season 1',
      year: 2025,
    });
    expect(season.statusCode, season.body).toBe(200);
    const twice = await call(editor, 'POST', `/show-seasons/${show.id}`, {
      number: 1,
      name: 'Again',
      year: null,
    });
    expect(twice.statusCode).toBe(400);
    const seasonId = season.json().data.id as number;
    const episode = await call(editor, 'POST', `/season-episodes/${seasonId}`, {
      ...FILM,
      title: 'Pilot',
      episode_number: 1,
    });
    expect(episode.statusCode, episode.body).toBe(200);
    expect(episode.json().data).toMatchObject({ type: 1, show_id: show.id, season_id: seasonId });
    const episodes = await call(editor, 'GET', `/season-episodes/${seasonId}`);
    expect(episodes.json().data.map((line: { title: string }) => line.title)).toEqual(['Pilot']);
    const read = await call(editor, 'GET', `/shows/${show.id}`);
    expect(read.json().data.seasons).toEqual([
      { id: seasonId, number: 1, name: 'Season 1', year: 2025, episode_count: 1 },
    ]);

    const listed = await t.call({
      url: `/api/multi-event-vods/list?filter[id]=${show.id}`,
      token: viewer,
    });
    expect(listed.json().data.items[0]).toMatchObject({ title: 'Harbour Lights', season_count: 1 });
    const inSeason = await t.call({
      url: `/api/vods/list?filter[type]=1&filter[multi_event_vod_season_id]=${seasonId}`,
      token: viewer,
    });
    expect(inSeason.json().data.items.map((vod: { title: string }) => vod.title)).toEqual([
      'Pilot',
    ]);

    expect((await call(editor, 'DELETE', `/seasons/${seasonId}`)).statusCode).toBe(200);
    expect((await call(editor, 'GET', `/vods/${episode.json().data.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/shows/${show.id}`)).statusCode).toBe(200);
  });

  it('adds a genre once, whatever its case', async () => {
    const first = await call(editor, 'POST', '/genres', { name: 'Sea Noir' });
    const again = await call(editor, 'POST', '/genres', { name: 'sea noir' });
    const names = again.json().data.genres.map((genre: { name: string }) => genre.name);
    expect(first.statusCode).toBe(200);
    expect(names.filter((name: string) => name.toLowerCase() === 'sea noir')).toHaveLength(1);
  });
});
