import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PROFILES,
  envelope,
  loginDataSchema,
  noticeText,
  noticeTexts,
  profileSchema,
} from '@marquee/contract';
import { z } from 'zod';
import { findSecrets, registrationBody } from '../../../test/account-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, token: string, body: unknown) =>
  t.call({ method: 'POST', url: `/api/account/${url}`, token, body });
const get = (url: string, token: string) => t.call({ method: 'GET', url: `/api/${url}`, token });
const postApi = (url: string, token: string, body: unknown = {}) =>
  t.call({ method: 'POST', url: `/api/${url}`, token, body });
const profilesOf = async (token: string) =>
  envelope(z.array(profileSchema)).parse((await get('account/profiles', token)).json()).data!;

/** A fresh subscriber with a second profile, `Ada` (default) and `Sam`. */
async function household(sam: Record<string, unknown> = {}) {
  const body = registrationBody();
  await t.call({ method: 'POST', url: '/api/account/registration', body });
  const user = await t.login(body.email, body.password);
  const created = await post('create-profile', user.token, { name: 'Sam', sex: 0, ...sam });
  expect(created.statusCode, created.body).toBe(200);
  return { user, sam: profileSchema.parse(created.json().data) };
}

describe('GET /account/profiles', () => {
  it('lists the household, the default first, with avatars, kids flags and no PIN', async () => {
    const { user, sam } = await household({ pin: '2468', avatar: 'fox' });
    const response = await get('account/profiles', user.token);
    expect(findSecrets(response.body, ['2468', '4321'])).toEqual([]);
    const profiles = await profilesOf(user.token);
    expect(profiles.map((profile) => profile.name)).toEqual([user.profile.name, 'Sam']);
    expect(profiles[0]).toMatchObject({ is_default: true, avatar: 'female', is_kids: false });
    expect(profiles[1]).toMatchObject({ id: sam.id, avatar: 'fox', has_pin: true });
  });
});

describe('POST /account/create-profile, household fields', () => {
  it('makes a kids profile with the PG ceiling when none is chosen, and keeps a chosen one', async () => {
    const { sam, user } = await household({ is_kids: true });
    expect(sam).toMatchObject({ is_kids: true, maturity_ceiling: 'PG' });
    const teen = await post('create-profile', user.token, {
      name: 'Teen',
      sex: 1,
      is_kids: true,
      maturity_ceiling: 'PG-13',
    });
    expect(teen.json().data).toMatchObject({ is_kids: true, maturity_ceiling: 'PG-13' });
  });

  it('stops at 5 profiles', async () => {
    const { user } = await household();
    for (const name of ['Three', 'Four', 'Five']) {
      expect((await post('create-profile', user.token, { name, sex: 1 })).statusCode).toBe(200);
    }
    const sixth = await post('create-profile', user.token, { name: 'Six', sex: 1 });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe('An account can have at most 5 profiles.');
    expect(MAX_PROFILES).toBe(5);
  });

  it.each([
    [{ name: 'X', sex: 0, avatar: 'dragon' }, 'avatar', 'Choose one of the avatars'],
    [{ name: 'X', sex: 0, maturity_ceiling: 'R' }, 'maturity_ceiling', 'Choose G, PG or PG-13'],
  ])('refuses %o with its text', async (body, field, text) => {
    const { user } = await household();
    const response = await post('create-profile', user.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([text]);
  });
});

describe('POST /account/switch-profile', () => {
  it('makes the profile the session’s and answers the logged user as login does', async () => {
    const { user, sam } = await household();
    const response = await post('switch-profile', user.token, { profile_id: sam.id });
    expect(response.statusCode, response.body).toBe(200);
    const body = envelope(loginDataSchema).parse(response.json());
    expect(body.message).toBe("You're watching as Sam.");
    expect(body.data).toMatchObject({ token: user.token, profile: { id: sam.id, name: 'Sam' } });
    const authorised = await get('account/authorize', user.token);
    expect(authorised.json().data.profile.id).toBe(sam.id);
  });

  it('asks a locked profile’s PIN, says a wrong one is wrong, and counts toward the lockout', async () => {
    const { user, sam } = await household({ pin: '2468' });
    const without = await post('switch-profile', user.token, { profile_id: sam.id });
    expect(without.statusCode).toBe(403);
    expect(without.json().message).toBe(noticeTexts.profilePinRequired);
    const wrong = await post('switch-profile', user.token, { profile_id: sam.id, pin: '0000' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Wrong parental pin!');
    for (let i = 0; i < 4; i++) {
      await post('switch-profile', user.token, { profile_id: sam.id, pin: '0000' });
    }
    const locked = await post('switch-profile', user.token, { profile_id: sam.id, pin: '2468' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    // The same count as the PIN checks': one lockout for the account's parental PIN.
    const check = await post('check-pin', user.token, { type: 'parental', pin: '0000' });
    expect(check.statusCode).toBe(429);
  });

  it('switches into a locked profile with its PIN', async () => {
    const { user, sam } = await household({ pin: '2468' });
    const response = await post('switch-profile', user.token, { profile_id: sam.id, pin: '2468' });
    expect(response.json().data.profile.id).toBe(sam.id);
  });

  it('answers 404 for another account’s profile, and 400 with a text for bad input', async () => {
    const { sam } = await household();
    const { user } = await household();
    const other = await post('switch-profile', user.token, { profile_id: sam.id });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(noticeTexts.profileNotFound);
    const bad = await post('switch-profile', user.token, { profile_id: 'abc', pin: '12' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['pin', 'profile_id']);
  });
});

describe('a kids profile', () => {
  async function kidsSession() {
    const { user, sam } = await household({ is_kids: true });
    await post('switch-profile', user.token, { profile_id: sam.id });
    return { user, kids: sam };
  }
  const locked = noticeTexts.kidsProfileLocked;

  it('cannot add, change or delete the household’s profiles', async () => {
    const { user } = await kidsSession();
    const create = await post('create-profile', user.token, { name: 'Mine', sex: 0 });
    expect([create.statusCode, create.json().message]).toEqual([403, locked]);
    const other = await post('update-profile', user.token, { id: user.profile.id, name: 'X' });
    expect([other.statusCode, other.json().message]).toEqual([403, locked]);
    const remove = await post('delete-profile', user.token, { profile_id: user.profile.id });
    expect([remove.statusCode, remove.json().message]).toEqual([403, locked]);
  });

  it('cannot lift its own ceiling, and may change its name and avatar', async () => {
    const { user } = await kidsSession();
    for (const change of [{ is_kids: false }, { maturity_ceiling: 'PG-13' }, { pin: '1111' }]) {
      expect((await post('update-profile', user.token, change)).statusCode).toBe(403);
    }
    const own = await post('update-profile', user.token, { name: 'Bea', avatar: 'owl' });
    expect(own.json().data.profile).toMatchObject({ name: 'Bea', avatar: 'owl', is_kids: true });
  });
});

describe('POST /account/delete-profile', () => {
  it('never deletes the last profile', async () => {
    const body = registrationBody();
    await t.call({ method: 'POST', url: '/api/account/registration', body });
    const user = await t.login(body.email, body.password);
    const response = await post('delete-profile', user.token, { profile_id: user.profile.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(noticeTexts.lastProfileKept);
  });

  it('moves the sessions on it to the default profile and answers the profiles left', async () => {
    const { user, sam } = await household();
    await post('switch-profile', user.token, { profile_id: sam.id });
    const response = await post('delete-profile', user.token, { profile_id: sam.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(noticeTexts.profileDeleted);
    expect(response.json().data.map((profile: { id: number }) => profile.id)).toEqual([
      user.profile.id,
    ]);
    expect((await get('account/authorize', user.token)).json().data.profile.id).toBe(
      user.profile.id,
    );
  });

  it('makes the next profile the default when the default goes', async () => {
    const { user, sam } = await household();
    await post('delete-profile', user.token, { profile_id: user.profile.id });
    const [left] = await profilesOf(user.token);
    expect(left).toMatchObject({ id: sam.id, is_default: true });
    expect((await get('account/authorize', user.token)).json().data.profile.id).toBe(sam.id);
  });
});

describe('what each profile keeps', () => {
  it('keeps favourite channels and ratings apart', async () => {
    const { user, sam } = await household();
    const channels = await get('channels/list?limit=1', user.token);
    const channelId = channels.json().data.items[0].id;
    const added = await postApi('channels/toggle-favorite', user.token, { channel_id: channelId });
    expect(added.statusCode, added.body).toBe(200);
    const films = await get('vods/list?filter[type]=0&limit=1', user.token);
    const filmId = films.json().data.items[0].id;
    expect((await postApi(`vods/rate/${filmId}/4`, user.token)).statusCode).toBe(200);

    await post('switch-profile', user.token, { profile_id: sam.id });
    expect((await get('channels/favorites', user.token)).json().data).toEqual([]);
    // Sam has not rated it yet: his rating is his own.
    const rated = await postApi(`vods/rate/${filmId}/2`, user.token);
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().data.rate_count).toBeGreaterThanOrEqual(2);

    // The registration's profile has a parental PIN: switching back into it asks for it.
    const back = { profile_id: user.profile.id, pin: '4321' };
    expect((await post('switch-profile', user.token, back)).statusCode).toBe(200);
    const favourites = (await get('channels/favorites', user.token)).json().data;
    expect(favourites.map((channel: { id: number }) => channel.id)).toEqual([channelId]);
    expect(noticeText({ key: 'profileSwitched', params: { name: 'Sam' } })).toBe(
      "You're watching as Sam.",
    );
  });
});
