import {
  DEFAULT_LANGUAGE,
  languageCodes,
  loginDataSchema,
  type LanguageCode,
  type LoginData,
} from '@marquee/contract';

/** Every key the app keeps in local storage; nothing else writes there. */
export const STORAGE_KEYS = {
  language: 'language',
  user: 'user',
  censorship: 'censorship-allowed',
  vodProfile: 'wecast-vod-profile',
  rtl: 'rtl',
  darkTheme: 'dark-theme',
  deviceUid: 'device-uid',
  lastChannel: 'last-channel',
  notificationsAsked: 'notifications-asked',
  lastProfile: 'last-profile',
  vodProfiles: 'vod-profiles',
} as const;

/** One typed value in local storage. */
export interface StoredItem<T> {
  get(): T;
  set(value: T): void;
  remove(): void;
}

/** The playback profile the user chose to keep; a name of "Auto" means ask every time. */
export interface StoredVodProfile {
  id: number;
  name: string;
}

// Used when local storage is missing or throws (private modes, disabled storage, quota).
const memory = new Map<string, string>();

function backend(): Storage | null {
  try {
    // The one sanctioned use of local storage in the app.
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    const store = backend();
    if (store) return store.getItem(key);
  } catch {
    // fall through to memory
  }
  return memory.get(key) ?? null;
}

function writeRaw(key: string, value: string | null): void {
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    const store = backend();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // the memory copy keeps the app working for this visit
  }
}

/**
 * Declares a stored value: read as JSON (or as a bare string for older plain values), checked
 * with `parse`; anything unreadable gives `fallback` and is cleared. The text last read is
 * checked once: every call sends the stored user's token, and its schema is a large one.
 */
export function createStoredItem<T>(
  key: string,
  parse: (value: unknown) => T | undefined,
  fallback: T,
): StoredItem<T> {
  let last: { raw: string; value: T } | null = null;
  return {
    get() {
      const raw = readRaw(key);
      if (raw === null) return fallback;
      if (last?.raw === raw) return last.value;
      let candidate: unknown;
      try {
        candidate = JSON.parse(raw);
      } catch {
        candidate = raw;
      }
      const value = parse(candidate);
      if (value === undefined) {
        writeRaw(key, null);
        return fallback;
      }
      last = { raw, value };
      return value;
    },
    set(value) {
      writeRaw(key, JSON.stringify(value));
    },
    remove() {
      writeRaw(key, null);
    },
  };
}

const asBoolean = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

const asLanguage = (value: unknown): LanguageCode | undefined =>
  languageCodes.find((code) => code === value);

const asUser = (value: unknown): LoginData | null | undefined => {
  if (value === null) return null;
  const result = loginDataSchema.safeParse(value);
  return result.success ? result.data : undefined;
};

const asVodProfile = (value: unknown): StoredVodProfile | null | undefined => {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { id, name } = value as Partial<Record<keyof StoredVodProfile, unknown>>;
  return typeof id === 'number' && typeof name === 'string' ? { id, name } : undefined;
};

/** The playback-profile choice kept for each viewing profile, by the viewing profile's id. */
export type StoredVodProfiles = Readonly<Record<string, StoredVodProfile | null>>;

const asVodProfiles = (value: unknown): StoredVodProfiles | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const kept: Record<string, StoredVodProfile | null> = {};
  for (const [viewer, choice] of Object.entries(value)) {
    const parsed = asVodProfile(choice);
    if (/^\d+$/.test(viewer) && parsed !== undefined) kept[viewer] = parsed;
  }
  return kept;
};

const asId = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

const asUid = (value: unknown) =>
  typeof value === 'string' && value.length >= 8 && value.length <= 64 ? value : undefined;

/** The app's local settings and session, each typed and safe against corrupt values. */
export const storage = {
  language: createStoredItem<LanguageCode>(STORAGE_KEYS.language, asLanguage, DEFAULT_LANGUAGE),
  user: createStoredItem<LoginData | null>(STORAGE_KEYS.user, asUser, null),
  censorship: createStoredItem(STORAGE_KEYS.censorship, asBoolean, false),
  vodProfile: createStoredItem<StoredVodProfile | null>(
    STORAGE_KEYS.vodProfile,
    asVodProfile,
    null,
  ),
  rtl: createStoredItem(STORAGE_KEYS.rtl, asBoolean, false),
  darkTheme: createStoredItem(STORAGE_KEYS.darkTheme, asBoolean, true),
  deviceUid: createStoredItem<string | null>(STORAGE_KEYS.deviceUid, asUid, null),
  /** The channel watched last: /channels opens it again. */
  lastChannel: createStoredItem<number | null>(STORAGE_KEYS.lastChannel, asId, null),
  /** Whether the app has asked for browser notifications once (it never asks again). */
  notificationsAsked: createStoredItem(STORAGE_KEYS.notificationsAsked, asBoolean, false),
  /** The viewing profile chosen last on this device: "Who's watching?" starts on it. */
  lastProfile: createStoredItem<number | null>(STORAGE_KEYS.lastProfile, asId, null),
  /** `vodProfile` as each viewing profile left it on this device (kept while another watches). */
  vodProfiles: createStoredItem<StoredVodProfiles>(STORAGE_KEYS.vodProfiles, asVodProfiles, {}),
};

function randomUuid(): string {
  // randomUUID needs a secure context; getRandomValues works on plain http too.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The device id sent as `UID`: made once, then kept. */
export function getDeviceUid(): string {
  const stored = storage.deviceUid.get();
  if (stored) return stored;
  const uid = randomUuid();
  storage.deviceUid.set(uid);
  return uid;
}
