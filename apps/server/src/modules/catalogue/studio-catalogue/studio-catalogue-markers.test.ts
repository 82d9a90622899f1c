import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationMessage, type StudioShow, type StudioVod } from '@marquee/contract';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { FILM } from '../../../test/studio-film.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let editor: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await operatorOfRole(t, 'editor')).token;
  viewer = (await t.login()).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  t.call({
    method,
    url: `/api/studio/catalogue${url}`,
    headers: bearer(editor),
    ...(body ? { body } : {}),
  });
const subscriberMarkers = async (vodId: number) =>
  (await t.call({ url: `/api/vods/list?filter[id]=${vodId}`, token: viewer })).json().data.items[0]
    .markers;

const INTRO = { start: 0, end: 62 };
const NEW_INTRO = { start: 5, end: 70 };
const RECAP = { start: 0, end: 45 };
// A show's fields: a film's without the runtime, with writers.
const SHOW_FIELDS = {
  ...Object.fromEntries(Object.entries(FILM).filter(([key]) => key !== 'runtime')),
  writers: ['Kim Ode'],
};

describe("a film's skip markers in the studio", () => {
  it('are saved, given to subscribers, and kept by a save that leaves them out', async () => {
    const markers = { intro: INTRO, recap: null, credits: { start: 6000, end: 6240 } };
    const made = await call('POST', '/films', { ...FILM, markers });
    expect(made.statusCode, made.body).toBe(200);
    const film = made.json<{ data: StudioVod }>().data;
    const saved = { intro: INTRO, credits: { start: 6000, end: 6240 } };
    expect(film.markers).toEqual(saved);
    expect(await subscriberMarkers(film.id)).toEqual(saved);

    const renamed = await call('PUT', `/films/${film.id}`, { ...FILM, title: 'Harbour, Later' });
    expect(renamed.json().data.markers).toEqual(saved);
    const cleared = await call('PUT', `/films/${film.id}`, {
      ...FILM,
      markers: { intro: null, recap: null, credits: null },
    });
    expect(cleared.json().data.markers).toEqual({});
    expect(await subscriberMarkers(film.id)).toEqual({});
  });

  it('are refused with a message on each wrong time, never a 5xx', async () => {
    const bad = await call('POST', '/films', {
      ...FILM,
      markers: {
        intro: { start: 90, end: 30 },
        recap: { start: 10, end: null },
        credits: { start: 'soon', end: 100 },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'markers[intro][end]': [ValidationMessage.scheduleEndsBeforeStart],
      'markers[recap][end]': [ValidationMessage.markerTimeRequired],
      'markers[credits][start]': [ValidationMessage.markerTimeInvalid],
    });
    // 104 minutes: credits ending at 1:45:00 are past it.
    const late = await call('POST', '/films', {
      ...FILM,
      markers: { credits: { start: 6200, end: 6300 } },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({
      'markers[credits][end]': [ValidationMessage.markerPastRuntime],
    });
    const junk = await call('POST', '/films', { ...FILM, markers: 'intro' });
    expect(junk.statusCode).toBe(400);
  });
});

describe("a show's intro and recap, its episodes' default", () => {
  it('are copied to the episodes that share them, and the show counts those', async () => {
    const made = await call('POST', '/shows', {
      ...SHOW_FIELDS,
      title: 'Lights of the Harbour',
      markers: { intro: INTRO, recap: null },
    });
    expect(made.statusCode, made.body).toBe(200);
    const show = made.json<{ data: StudioShow }>().data;
    expect(show.markers).toEqual({ intro: INTRO });
    const season = await call('POST', `/show-seasons/${show.id}`, {
      number: 1,
      name: 'Season 1',
      year: 2025,
    });
    const seasonId = season.json().data.id as number;
    const episode = async (number: number, markers?: object) =>
      (
        await call('POST', `/season-episodes/${seasonId}`, {
          ...FILM,
          runtime: 45,
          title: `Part ${number}`,
          episode_number: number,
          ...(markers ? { markers } : {}),
        })
      ).json<{ data: StudioVod }>().data;
    const credits = { start: 2600, end: 2700 };
    // A new episode starts with the show's intro; one with its own keeps it.
    const shared = await episode(1);
    const ownCredits = await episode(2, { intro: null, credits });
    const own = await episode(3, { intro: { start: 30, end: 90 } });
    expect(shared.markers).toEqual({ intro: INTRO });
    expect(ownCredits.markers).toEqual({ intro: INTRO, credits });
    expect(own.markers).toEqual({ intro: { start: 30, end: 90 } });

    // An episode cleared of its intro, then the show's intro and recap changed.
    await call('PUT', `/episodes/${shared.id}`, {
      ...FILM,
      runtime: 45,
      episode_number: 1,
      markers: { intro: null },
    });
    const changed = await call('PUT', `/shows/${show.id}`, {
      ...SHOW_FIELDS,
      title: 'Lights of the Harbour',
      markers: { intro: NEW_INTRO, recap: RECAP },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: StudioShow }>().data).toMatchObject({
      markers: { intro: NEW_INTRO, recap: RECAP },
      marker_episodes: { total: 3, intro: 2, recap: 3 },
    });
    expect(await subscriberMarkers(shared.id)).toEqual({ intro: NEW_INTRO, recap: RECAP });
    expect(await subscriberMarkers(ownCredits.id)).toEqual({
      intro: NEW_INTRO,
      recap: RECAP,
      credits,
    });
    expect(await subscriberMarkers(own.id)).toEqual({
      intro: { start: 30, end: 90 },
      recap: RECAP,
    });

    // Removing the show's recap removes it where it was shared; an episode's own one stays.
    await call('PUT', `/episodes/${own.id}`, {
      ...FILM,
      runtime: 45,
      episode_number: 3,
      markers: { intro: { start: 30, end: 90 }, recap: { start: 0, end: 20 } },
    });
    const again = await call('PUT', `/shows/${show.id}`, {
      ...SHOW_FIELDS,
      title: 'Lights of the Harbour',
      markers: { intro: NEW_INTRO },
    });
    expect(again.json<{ data: StudioShow }>().data.marker_episodes).toEqual({
      total: 3,
      intro: 2,
      recap: 0,
    });
    expect(await subscriberMarkers(shared.id)).toEqual({ intro: NEW_INTRO });
    expect(await subscriberMarkers(own.id)).toEqual({
      intro: { start: 30, end: 90 },
      recap: { start: 0, end: 20 },
    });
  });

  it('have no credits: those are each episode’s own', async () => {
    const made = await call('POST', '/shows', {
      ...SHOW_FIELDS,
      title: 'Credits of the Harbour',
      markers: { credits: { start: 0, end: 10 } },
    });
    expect(made.statusCode).toBe(400);
    expect(made.json().errors).toEqual({ 'markers[credits]': ['unknown parameter'] });
  });
});
