import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { errorPageState, goToErrorPage } from '@/shared/lib/error-page';
import { renderRoutes } from '@/test/render';
import { NotFoundPage } from './not-found-page';

function BrokenPage() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => goToErrorPage(navigate)}>
      fail
    </button>
  );
}

const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/movies', element: <p>movies page</p> },
  { path: '/broken', element: <BrokenPage /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
];

const goBack = async () =>
  userEvent.setup().click(await screen.findByRole('button', { name: 'Go back' }));

describe('NotFoundPage', () => {
  it('shows the spec message on every unknown path', () => {
    renderRoutes(routes, '/no/such/page');
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible();
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  });

  it('goes one step back in history when the user came from another page', async () => {
    const { router } = renderRoutes(routes, '/movies');
    await router.navigate('/no/such/page');
    await goBack();
    expect(await screen.findByText('movies page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/movies');
  });

  it('goes home when navigation state says an error sent the user here', async () => {
    const { router } = renderRoutes(routes, '/movies');
    await router.navigate('/404', { state: errorPageState });
    await goBack();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goToErrorPage carries the fromErrorPage marker, so Go back leads home', async () => {
    const { router } = renderRoutes(routes, '/movies');
    await router.navigate('/broken');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'fail' }));
    expect(router.state.location).toMatchObject({
      pathname: '/404',
      state: { fromErrorPage: true },
    });
    await goBack();
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('goes home when there is no history entry to go back to', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const { router } = renderRoutes(routes, '/no/such/page');
    await goBack();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
