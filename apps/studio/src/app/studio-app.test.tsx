import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Operator, OperatorRole } from '@marquee/contract';
import { studioSession } from '@/session/studio-session';
import { StudioApp } from './studio-app';

// The dashboard, every role's landing page, follows its changes on the server's socket.
vi.mock('@/api/studio-socket', () => ({ followDashboardChanges: () => () => {} }));

const operator = (role: OperatorRole): Operator => ({
  id: 1,
  email: 'ana@example.com',
  role,
  must_change_password: false,
  totp_enabled: false,
});

/** A server that takes one password and answers `me` with this operator. */
function fakeStudioServer(role: OperatorRole) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      const json = (status: number, body: unknown) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (url === '/api/studio/session') {
        const { password } = JSON.parse(init.body as string) as { password: string };
        if (password !== 'right password') {
          return json(401, {
            status: 0,
            message: 'Incorrect email or password.',
            notice: { key: 'studioWrongCredentials' },
          });
        }
        const expires = new Date(Date.now() + 3_600_000).toISOString();
        return json(200, {
          status: 1,
          data: { token: 't0k3n', operator: operator(role), expires_at: expires },
        });
      }
      if (url === '/api/studio/me') {
        const signedIn = new Headers(init.headers).get('authorization') === 'Bearer t0k3n';
        return signedIn
          ? json(200, { status: 1, data: operator(role) })
          : json(401, { status: 2, message: 'Log in to the studio first.' });
      }
      return json(404, { status: 0, message: 'No such call' });
    }),
  );
  return calls;
}

async function signIn(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the studio', () => {
  it('asks for a sign-in first, says why one fails, and then shows the sections of the role', async () => {
    window.history.replaceState(null, '', '/studio/account');
    const calls = fakeStudioServer('owner');
    render(<StudioApp />);
    expect(await screen.findByRole('heading', { name: 'Sign in to the studio' })).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Fill in this field.')).toHaveLength(2);
    expect(calls).toEqual([]);

    await signIn('wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');

    await userEvent.setup().clear(screen.getByLabelText('Password'));
    await signIn('right password');
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Studio sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Catalogue',
      'Curation',
      'Live',
      'Commerce',
      'Ads',
      'Pages',
      'Branding',
      'Subscribers',
      'Operators',
      'Audit log',
      'My account',
    ]);
    expect(window.location.pathname).toBe('/studio/account');
  });

  it('opens on the dashboard and shows support operators only the sections their role may open', async () => {
    window.history.replaceState(null, '', '/studio');
    fakeStudioServer('support');
    studioSession.start({
      token: 't0k3n',
      operator: operator('support'),
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    render(<StudioApp />);
    const nav = await screen.findByRole('navigation', { name: 'Studio sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Curation',
      'Live',
      'Commerce',
      'Ads',
      'Pages',
      'Subscribers',
      'My account',
    ]);
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(window.location.pathname).toBe('/studio');
  });

  it('goes back to the sign-in when the server ends the session', async () => {
    window.history.replaceState(null, '', '/studio/account');
    fakeStudioServer('owner');
    studioSession.start({
      token: 'ended',
      operator: operator('owner'),
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    render(<StudioApp />);
    expect(await screen.findByRole('heading', { name: 'Sign in to the studio' })).toBeVisible();
    expect(studioSession.token()).toBeUndefined();
  });
});
