import type {
  Configuration,
  LoginData,
  Modules,
  Profile,
  TvShow,
  VodProfile,
} from '@marquee/contract';
import { makeMovie } from '@marquee/player-core/testing/contract-fixtures';

export { makeMovie };

/** A logged user as login returns it. */
export function makeUser(overrides: Partial<LoginData> = {}): LoginData {
  return {
    token: 'token-123',
    uid: 'device-uid-1',
    currency_code: 'EUR',
    device: { id: 7, token: 'token-123', uid: 'device-uid-1' },
    subscription: null,
    profile: {
      id: 1,
      name: 'Demo',
      first_name: 'Demo',
      last_name: 'User',
      sex: 1,
      age: 30,
      is_default: true,
      has_pin: true,
      language: 'en',
      avatar: 'female',
      is_kids: false,
      maturity_ceiling: null,
      auto_remove_watched: true,
    },
    account: {
      id: 1,
      email: 'demo@marquee.local',
      username: 'demo',
      subscription_expired: false,
      has_purchase_pin: true,
    },
    ...overrides,
  };
}

/** A viewing profile of the demo account (the default one unless overridden). */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return { ...makeUser().profile, ...overrides };
}

/**
 * Profiles sold apart from the subscription: 4K rented for 7 or 30 days (id 12), SD bought
 * for good at 1.5 (id 13).
 */
export function makeRentableProfiles(): { weekOrMonth: VodProfile; bought: VodProfile } {
  const hd = makeMovie().movie_source.profiles[0]!;
  return {
    weekOrMonth: {
      ...hd,
      id: 12,
      name: '4K',
      code: '4k',
      subscribed: false,
      business_model: 'tvod_dtr',
      price: 3.99,
      pricing: [
        { duration: 7, price: 3.99 },
        { duration: 30, price: 6.5 },
      ],
    },
    bought: {
      ...hd,
      id: 13,
      name: 'SD',
      code: 'sd',
      subscribed: false,
      business_model: 'tvod',
      price: 1.5,
      pricing: [],
    },
  };
}

/** A fetch Response carrying an envelope. */
export function envelopeResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The URL a fetch call was made with, whatever form it took. */
export function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The remote configuration of the demo service: every module on. */
export function makeConfiguration(modules: Partial<Modules> = {}): Configuration {
  return {
    app_name: 'Marquee',
    page_title: 'Marquee',
    socket_url: '',
    theme_background_color: '#0b0d12',
    theme_color: '#e50914',
    theme_selection_color: '#f5c518',
    web: {
      favicon: '',
      logos: { small: '', medium: '' },
      modules: {
        vod: true,
        channels: true,
        epg: true,
        trending: true,
        home: true,
        advertisements: true,
        registration: true,
        ...modules,
      },
    },
  };
}

/** A TV show as the show list returns it: "The Brandts", seasons 1 and 2. */
export function makeShow(overrides: Partial<TvShow> = {}): TvShow {
  return {
    id: 6,
    type: 2,
    title: 'The Brandts',
    year: 1998,
    description: 'A family saga.',
    rating: 8.1,
    rate: { rate_average: 8, rate_count: 3 },
    genres: [{ id: 3, name: 'Drama' }],
    show_types: [{ id: 2, name: 'Series' }],
    actors: [{ name: 'Vera Holm' }],
    writers: [{ name: 'Joana Moreau' }],
    parental_rating: { code: 'PG', require_pin: false },
    cover: { preview_ar: '/b.svg', medium_ar: '/show.svg', small_ar: '/show-s.svg' },
    covers: [],
    gallery: [],
    screenshot_url: null,
    logo_url: null,
    trailer_source: { url: '/media/vod/trailer/master.m3u8' },
    censorship_allowed: false,
    seasons: [
      { id: 6, name: 'Season 1', number: 1 },
      { id: 7, name: 'Season 2', number: 2 },
    ],
    season_count: 2,
    created_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A list call's data holding `items`, all on one page. */
export const listOf = (items: unknown[]) => ({
  items,
  pager: { page: 1, pageCount: 1, count: items.length },
});
