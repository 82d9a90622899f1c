import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ForgotPasswordPage } from './forgot-password-page';

const fetchMock = vi.fn<typeof fetch>();

function renderPage() {
  renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], '/forgot-password');
  return userEvent.setup();
}

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('needs an e-mail address', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email required')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['ana', 'ana@', 'ana@example', 'a b@example.com'])(
    'refuses %s with "Invalid email address"',
    async (email) => {
      const user = renderPage();
      await user.type(screen.getByLabelText('Email'), email);
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(await screen.findByText('Invalid email address')).toBeVisible();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it("posts the address form-encoded and shows the server's message", async () => {
    const message = 'If an account uses this address, a reset link is on its way.';
    fetchMock.mockResolvedValue(envelopeResponse({ status: 1, message, data: null }));
    const user = renderPage();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(urlOf(url)).toBe('/api/account/forgot-password');
    expect(init!.method).toBe('POST');
    expect(new Headers(init!.headers).get('Content-Type')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(init!.body).toBe('email=ana%40example.com');
  });

  it("shows the server's message when recovery fails", async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({ status: 0, message: 'Too many requests, try later.' }, 429),
    );
    const user = renderPage();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try later.');
  });

  it('links back to the login page', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });
});
