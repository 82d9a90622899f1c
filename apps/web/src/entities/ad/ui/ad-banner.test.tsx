import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdBanner as Banner } from '@marquee/contract';
import { envelopeResponse, makeConfiguration, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { track } from '@/entities/analytics';
import { emitRealtime } from '@/shared/realtime/realtime-socket';
import { AdBanner } from './ad-banner';

vi.mock('@/entities/analytics/api/analytics', () => ({ track: vi.fn() }));
vi.mock('@/shared/realtime/realtime-socket', () => ({ emitRealtime: vi.fn() }));

const banner: Banner = {
  mongo_id: 'banner-7',
  box_position: 'movies_box',
  ads_file: { original: '/media/art/banner/banner-7.svg' },
  target_url: '/page/help',
  title: 'Help centre',
};

const fetchMock = vi.fn<typeof fetch>();

function serve(advertisements: boolean, banners: Banner[]) {
  fetchMock.mockImplementation((input) => {
    const url = urlOf(input);
    if (url.startsWith('/api/composer/configuration')) {
      return Promise.resolve(
        envelopeResponse({ status: 1, data: makeConfiguration({ advertisements }) }),
      );
    }
    if (url.startsWith('/api/ads/list')) {
      return Promise.resolve(envelopeResponse({ status: 1, data: banners }));
    }
    return Promise.resolve(envelopeResponse({ status: 0, message: 'unexpected' }, 404));
  });
}

const renderBanner = () =>
  renderRoutes([
    { path: '/', element: <AdBanner position="movies_box" /> },
    { path: '/page/help', element: <p>help page</p> },
  ]);

describe('AdBanner', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(track).mockClear();
    vi.mocked(emitRealtime).mockClear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for image banners of its box position', async () => {
    serve(true, [banner]);
    renderBanner();
    expect(await screen.findByRole('img', { name: 'Help centre' })).toBeInTheDocument();
    const adsCall = fetchMock.mock.calls
      .map(([url]) => urlOf(url))
      .find((url) => url.startsWith('/api/ads/list'));
    expect(decodeURIComponent(adsCall!)).toContain('filter[box_position]=movies_box');
    expect(decodeURIComponent(adsCall!)).toContain('filter[ads_type]=image');
  });

  it('counts one impression of the banner it shows, however often it draws it', async () => {
    serve(true, [{ ...banner, mongo_id: 'banner-9' }]);
    renderBanner();
    await screen.findByRole('img', { name: 'Help centre' });
    await userEvent.hover(screen.getByRole('img', { name: 'Help centre' }));
    expect(vi.mocked(emitRealtime).mock.calls).toEqual([
      ['ads-banner-shown', { mongo_id: 'banner-9' }],
    ]);
  });

  it('fires ad_click and the ads-banner event on click, then follows the target', async () => {
    serve(true, [banner]);
    renderBanner();
    await userEvent.click(await screen.findByRole('img', { name: 'Help centre' }));
    expect(track).toHaveBeenCalledWith('ad_click', {
      mongo_id: 'banner-7',
      box_position: 'movies_box',
    });
    expect(emitRealtime).toHaveBeenCalledWith('ads-banner', {
      mongo_id: 'banner-7',
      clicked: true,
      closed: false,
    });
    expect(await screen.findByText('help page')).toBeInTheDocument();
  });

  it('hides on close and tells the server through the ads-banner event', async () => {
    serve(true, [{ ...banner, mongo_id: 'banner-8' }]);
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Close advertisement' }));
    expect(emitRealtime).toHaveBeenCalledWith('ads-banner', {
      mongo_id: 'banner-8',
      clicked: false,
      closed: true,
    });
    expect(screen.queryByRole('img', { name: 'Help centre' })).not.toBeInTheDocument();
  });

  it('shows nothing while the advertisements module is off', async () => {
    serve(false, [banner]);
    renderBanner();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(emitRealtime).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).startsWith('/api/ads/list'))).toBe(
      false,
    );
  });
});
