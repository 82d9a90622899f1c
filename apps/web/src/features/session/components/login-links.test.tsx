import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Configuration } from '@marquee/contract';
import { envelopeResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type * as BuildFlagsModule from '@/shared/config/build-flags';
import { LoginLinks } from './login-links';

// The build flags are fixed at build time: the test swaps the module for a mutable copy.
const flags = vi.hoisted(() => ({ hideRegistration: false }));
vi.mock('@/shared/config/build-flags', async (importOriginal) => {
  const original = await importOriginal<typeof BuildFlagsModule>();
  return {
    ...original,
    buildFlags: {
      ...original.buildFlags,
      get hideRegistration() {
        return flags.hideRegistration;
      },
    },
  };
});

const fetchMock = vi.fn<typeof fetch>();

function configuration(registration: boolean): Configuration {
  return {
    app_name: 'Marquee',
    page_title: 'Marquee',
    socket_url: '',
    theme_background_color: '#000000',
    theme_color: '#e5484d',
    theme_selection_color: '#f5b83d',
    web: {
      favicon: '/favicon.svg',
      logos: { small: '/logo.svg', medium: '/logo.svg' },
      modules: {
        vod: true,
        channels: true,
        epg: true,
        trending: true,
        home: true,
        advertisements: false,
        registration,
      },
    },
  };
}

function renderLinks(registration: boolean) {
  fetchMock.mockResolvedValue(envelopeResponse({ status: 1, data: configuration(registration) }));
  return renderRoutes([{ path: '/login', element: <LoginLinks /> }], '/login');
}

describe('LoginLinks', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    flags.hideRegistration = false;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('links to forgot-password and, with the module on, to register', async () => {
    renderLinks(true);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('hides the register link when the configuration turns registration off', async () => {
    const { queryClient } = renderLinks(false);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it('hides the register link when the build flag hides registration', async () => {
    flags.hideRegistration = true;
    const { queryClient } = renderLinks(true);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(['config', 'configuration'])).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });
});
