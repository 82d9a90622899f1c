import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ResetPasswordPage } from './reset-password-page';

const fetchMock = vi.fn<typeof fetch>();

function renderPage(path = '/reset-password?token=abc123') {
  renderRoutes([{ path: '/reset-password', element: <ResetPasswordPage /> }], path);
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('needs both passwords', async () => {
    const user = renderPage();
    await fill(user, '', '');
    expect(await screen.findByText('Password required')).toBeVisible();
    expect(screen.getByText('Confirm password required')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs at least 4 characters', async () => {
    const user = renderPage();
    await fill(user, 'abc', 'abc');
    expect(await screen.findAllByText('Password must contain minimum 4 characters')).toHaveLength(
      2,
    );
  });

  it('needs both to match', async () => {
    const user = renderPage();
    await fill(user, 'abcd', 'abce');
    expect(await screen.findByText("Password don't match")).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the token with the new password and shows the server's message", async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({ status: 1, message: 'Password changed.', data: null }),
    );
    const user = renderPage();
    await fill(user, 'n3w-pass', 'n3w-pass');
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(urlOf(url)).toBe('/api/account/reset-password');
    expect(JSON.parse(init!.body as string)).toEqual({
      token: 'abc123',
      password: 'n3w-pass',
      confirm_password: 'n3w-pass',
    });
  });

  it("shows the server's message for a used or expired link", async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({ status: 0, message: 'This reset link has expired.' }, 400),
    );
    const user = renderPage();
    await fill(user, 'n3w-pass', 'n3w-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired.');
  });

  it('says the link is invalid when the answer has no data to read', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 400 }));
    const user = renderPage();
    await fill(user, 'n3w-pass', 'n3w-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has already been used.',
    );
  });

  it('offers a new link when the address has no token', () => {
    renderPage('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has already been used.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
