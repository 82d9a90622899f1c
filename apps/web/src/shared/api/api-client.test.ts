import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, Status, api } from '@marquee/contract';
import { envelopeResponse, makeMovie, makeUser, urlOf } from '@/test/fixtures';
import { storage } from '../storage/storage';
import { apiRequest, apiRequestWithMessage, buildUrl, onEnvelope } from './api-client';
import { ApiError } from './api-error';

const fetchMock = vi.fn<typeof fetch>();

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: urlOf(url), init: init!, headers: new Headers(init!.headers) };
}

const list = (items: unknown[]) => ({
  status: Status.ok,
  data: { items, pager: { page: 1, pageCount: 1, count: items.length } },
});

describe('apiRequest', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends Device, Tenant, Accept-Language and a lasting UID, without Token when logged out', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelopeResponse({ status: 1, data: null })),
    );
    await apiRequest(api.account.logout);
    const first = lastRequest().headers;
    expect(first.get('Device')).toBe('web');
    expect(first.get('Tenant')).toBe('general');
    expect(first.get('Accept-Language')).toBe('en');
    expect(first.get('UID')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.has('Token')).toBe(false);

    await apiRequest(api.account.logout);
    expect(lastRequest().headers.get('UID')).toBe(first.get('UID'));
  });

  it('adds the Token of the stored user and the stored language', async () => {
    storage.user.set(makeUser());
    storage.language.set('pt_BR');
    fetchMock.mockResolvedValue(envelopeResponse({ status: 1, data: null }));
    await apiRequest(api.account.logout);
    const { headers, init, url } = lastRequest();
    expect(headers.get('Token')).toBe('token-123');
    expect(headers.get('Accept-Language')).toBe('pt_BR');
    expect(init.method).toBe('GET');
    expect(url).toBe('/api/account/logout');
  });

  it('serialises the query in the bracket style', () => {
    const url = buildUrl(api.vod.list, {
      query: { filter: { type: '0', id: 3 }, sort: { created: 'desc' }, limit: 24 },
    });
    expect(decodeURIComponent(url)).toBe(
      '/api/vods/list?filter[type]=0&filter[id]=3&sort[created]=desc&limit=24',
    );
  });

  it('returns data parsed by the endpoint schema', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(list([makeMovie()])));
    const result = await apiRequest(api.vod.list, { query: { limit: 1 } });
    expect(result.items[0]?.title).toBe('The Long Night');
  });

  it('sends a JSON body for POST calls', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ status: 1, data: null }));
    await apiRequest(api.vod.stream, { body: { single_event_vod_id: 3, vod_profile_id: 11 } });
    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ single_event_vod_id: 3, vod_profile_id: 11 });
  });

  it('sends a form body when the endpoint says so', async () => {
    const formStream = { ...api.vod.stream, bodyEncoding: 'form' as const };
    fetchMock.mockResolvedValue(envelopeResponse({ status: 1, data: null }));
    await apiRequest(formStream, { body: { single_event_vod_id: 3, vod_profile_id: 11 } });
    const { init, headers } = lastRequest();
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('single_event_vod_id=3&vod_profile_id=11');
  });

  it('merges extra headers such as the login ones', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ status: 1, data: makeUser() }));
    await apiRequest(api.account.login, {
      headers: { Authorization: 'Basic eDp5', 'App-Version': APP_VERSION },
    });
    expect(lastRequest().headers.get('Authorization')).toBe('Basic eDp5');
    expect(lastRequest().headers.get('App-Version')).toBe('2.31.4');
  });

  it('throws an ApiError with the server message for a failed envelope', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({ status: 0, message: 'Incorrect email, username or password.' }, 401),
    );
    const error = await apiRequest(api.account.logout).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'envelope',
      status: 0,
      httpStatus: 401,
      message: 'Incorrect email, username or password.',
      hasServerMessage: true,
    });
  });

  it('reads the notice behind a message, on success and on failure, and ignores a broken one', async () => {
    const notice = { key: 'tooManyLogins', params: { seconds: 30 } };
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ status: 1, message: 'Device removed', notice: { key: 'deviceRemoved' } }),
    );
    expect(await apiRequestWithMessage(api.account.logout)).toEqual({
      data: null,
      message: 'Device removed',
      notice: { key: 'deviceRemoved' },
    });
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ status: 0, message: 'Too many failed logins.', notice }, 429),
    );
    const error = await apiRequest(api.account.logout).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Too many failed logins.', notice });
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ status: 1, message: 'Done', notice: { key: 42 } }),
    );
    expect((await apiRequestWithMessage(api.account.logout)).notice).toBeUndefined();
  });

  it('lets observers see every envelope status, e.g. a session problem', async () => {
    const seen: number[] = [];
    const stop = onEnvelope((event) => seen.push(event.status));
    fetchMock.mockResolvedValueOnce(envelopeResponse({ status: 1, data: null }));
    fetchMock.mockResolvedValueOnce(envelopeResponse({ status: 2, message: 'Session ended' }, 401));
    await apiRequest(api.account.logout);
    await expect(apiRequest(api.account.logout)).rejects.toMatchObject({ status: 2 });
    stop();
    fetchMock.mockResolvedValueOnce(envelopeResponse({ status: 1, data: null }));
    await apiRequest(api.account.logout);
    expect(seen).toEqual([1, 2]);
  });

  it('maps a data shape the schema refuses to "Missing request data"', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ status: 1, data: { items: 'nope' } }));
    await expect(apiRequest(api.vod.list)).rejects.toMatchObject({
      kind: 'invalid-response',
      message: 'Missing request data',
    });
  });

  it('maps a body that is not an envelope to an invalid response', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest(api.account.logout)).rejects.toMatchObject({
      kind: 'invalid-response',
      httpStatus: 502,
      message: 'Request failed',
    });
  });

  it('maps a network failure to "Request failed"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest(api.account.logout)).rejects.toMatchObject({
      kind: 'network',
      httpStatus: 0,
      message: 'Request failed',
    });
  });

  it('lets an abort through untouched', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    const error = await apiRequest(api.account.logout).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});
