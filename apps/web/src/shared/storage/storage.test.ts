import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { STORAGE_KEYS, createStoredItem, getDeviceUid, storage } from './storage';

const raw = (key: string) => globalThis.localStorage.getItem(key);
const put = (key: string, value: string) => globalThis.localStorage.setItem(key, value);

describe('storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the defaults when nothing is stored', () => {
    expect(storage.language.get()).toBe('en');
    expect(storage.user.get()).toBeNull();
    expect(storage.censorship.get()).toBe(false);
    expect(storage.vodProfile.get()).toBeNull();
    expect(storage.rtl.get()).toBe(false);
    expect(storage.darkTheme.get()).toBe(true);
  });

  it('keeps values as JSON under the spec keys', () => {
    storage.language.set('pt_BR');
    storage.censorship.set(true);
    storage.vodProfile.set({ id: 4, name: 'Auto' });
    expect(raw('language')).toBe('"pt_BR"');
    expect(raw('censorship-allowed')).toBe('true');
    expect(raw('wecast-vod-profile')).toBe('{"id":4,"name":"Auto"}');
    expect(storage.language.get()).toBe('pt_BR');
    expect(storage.vodProfile.get()).toEqual({ id: 4, name: 'Auto' });
  });

  it('round-trips the logged user and removes it', () => {
    const user = makeUser();
    storage.user.set(user);
    expect(storage.user.get()).toEqual(user);
    storage.user.remove();
    expect(raw(STORAGE_KEYS.user)).toBeNull();
  });

  it('survives corrupt values: falls back to the default and clears them', () => {
    put('user', '{not json');
    put('dark-theme', '"yes"');
    put('language', '"klingon"');
    put('wecast-vod-profile', '{"id":"x"}');
    expect(storage.user.get()).toBeNull();
    expect(storage.darkTheme.get()).toBe(true);
    expect(storage.language.get()).toBe('en');
    expect(storage.vodProfile.get()).toBeNull();
    expect(raw('user')).toBeNull();
    expect(raw('language')).toBeNull();
  });

  it('rejects a stored user that does not have the logged-user shape', () => {
    put('user', JSON.stringify({ token: 'abc' }));
    expect(storage.user.get()).toBeNull();
  });

  it('checks the text last read once, and again once it changes', () => {
    const parse = vi.fn((value: unknown) => (typeof value === 'number' ? value : undefined));
    const item = createStoredItem('probe', parse, 0);
    put('probe', '1');
    expect(item.get()).toBe(1);
    expect(item.get()).toBe(1);
    expect(parse).toHaveBeenCalledTimes(1);
    put('probe', '2');
    expect(item.get()).toBe(2);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('accepts a language stored as a bare string by older versions', () => {
    put('language', 'pt');
    expect(storage.language.get()).toBe('pt');
  });

  it('keeps working in memory when local storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const item = createStoredItem('probe', (v) => (typeof v === 'number' ? v : undefined), 0);
    item.set(42);
    expect(item.get()).toBe(42);
  });

  it('makes the device uid once and keeps it', () => {
    const first = getDeviceUid();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(getDeviceUid()).toBe(first);
    expect(raw('device-uid')).toBe(JSON.stringify(first));
  });
});
