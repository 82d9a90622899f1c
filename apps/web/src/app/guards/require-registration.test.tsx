import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { envelopeResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { RequireRegistration } from './require-registration';

const fetchMock = vi.fn<typeof fetch>();

function answerRegistration(registration: boolean) {
  fetchMock.mockResolvedValue(
    envelopeResponse({
      status: 1,
      data: {
        app_name: 'Marquee',
        page_title: 'Marquee',
        socket_url: '',
        theme_background_color: '#000000',
        theme_color: '#e5484d',
        theme_selection_color: '#f5b83d',
        web: {
          favicon: '/f.svg',
          logos: { small: '/l.svg', medium: '/l.svg' },
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
      },
    }),
  );
}

function renderAt() {
  return renderRoutes(
    [
      { path: '/login', element: <p>login page</p> },
      { path: '/register', element: <RequireRegistration>wizard</RequireRegistration> },
    ],
    '/register',
  );
}

describe('RequireRegistration', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing while the configuration loads, then the page when registration is on', async () => {
    answerRegistration(true);
    const { container } = renderAt();
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('wizard')).toBeInTheDocument();
  });

  it('sends visitors to /login when registration is off', async () => {
    answerRegistration(false);
    const { router } = renderAt();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends visitors to /login when the configuration cannot be read', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { router } = renderAt();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
