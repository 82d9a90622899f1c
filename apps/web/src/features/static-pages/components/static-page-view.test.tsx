import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation, useParams } from 'react-router';
import { envelopeResponse, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { StaticPageView } from './static-page-view';

const fetchMock = vi.fn<typeof fetch>();

function PageRoute() {
  const { slug = '' } = useParams();
  return <StaticPageView slug={slug} />;
}

function NotFound() {
  const location = useLocation();
  return <p>not found {JSON.stringify(location.state)}</p>;
}

const routes = [
  { path: '/page/:slug', element: <PageRoute /> },
  { path: '/404', element: <NotFound /> },
];

describe('StaticPageView', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title and one paragraph per block of text, as text', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({
        status: 1,
        data: {
          slug: 'help',
          title: 'Help',
          body: 'First <b>part</b>.\n\nSecond part.',
          updated_at: '2026-11-01T00:00:00.000Z',
        },
      }),
    );
    renderRoutes(routes, '/page/help');
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getByText('First <b>part</b>.')).toBeInTheDocument();
    expect(screen.getByText('Second part.')).toBeInTheDocument();
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe('/api/pages/help');
  });

  it('sends an unknown page to /404 as an error', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ status: 0, message: 'Page not found' }, 404));
    renderRoutes(routes, '/page/nothing-here');
    expect(await screen.findByText('not found {"fromErrorPage":true}')).toBeInTheDocument();
  });

  it('sends a malformed slug to /404 without asking the server', async () => {
    renderRoutes(routes, '/page/Not_A_Slug');
    expect(await screen.findByText(/not found/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
