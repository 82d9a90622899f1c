import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { noticeTexts } from '@marquee/contract';
import { LoginPage } from './login-page';

const RIGHT_CODE = '123456';
const EXPIRES = () => new Date(Date.now() + 300_000).toISOString();

/** A server whose operator has TOTP on: the password asks for a code; `expired` ends the challenge. */
function serverWithSecondFactor() {
  const answers: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const reply = (status: number, body: unknown) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      const refuse = (key: 'studioChallengeExpired' | 'studioWrongCode') =>
        reply(401, { status: 0, message: noticeTexts[key], notice: { key } });
      if (url === '/api/studio/session') {
        return reply(200, {
          status: 1,
          data: { second_factor: { challenge: 'ch4ll', expires_at: EXPIRES() } },
        });
      }
      if (url === '/api/studio/session/second-factor') {
        const body = JSON.parse(init.body as string) as { challenge: string; code: string };
        answers.push(body);
        if (body.code === 'expired') return refuse('studioChallengeExpired');
        if (body.code !== RIGHT_CODE) return refuse('studioWrongCode');
        const operator = {
          id: 1,
          email: 'ana@example.com',
          role: 'owner',
          must_change_password: false,
          totp_enabled: true,
        };
        return reply(200, { status: 1, data: { token: 't0k3n', operator, expires_at: EXPIRES() } });
      }
      return reply(404, { status: 0, message: 'No such call' });
    }),
  );
  return answers;
}

async function passPassword() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <h1>Signed in</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'a password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  return user;
}

describe('the second step of a sign-in', () => {
  it('asks for a one-time code, says why a wrong one fails, and signs in with the right one', async () => {
    const answers = serverWithSecondFactor();
    const user = await passPassword();
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Fill in this field.')).toBeVisible();
    expect(answers).toEqual([]);

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(noticeTexts.studioWrongCode);

    await user.clear(code);
    await user.type(code, RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Signed in' })).toBeVisible();
    expect(answers).toEqual([
      { challenge: 'ch4ll', code: '000000' },
      { challenge: 'ch4ll', code: RIGHT_CODE },
    ]);
  });

  it('takes a recovery code typed with letters and hyphens', async () => {
    const answers = serverWithSecondFactor();
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const code = screen.getByLabelText('Recovery code');
    expect(code).toHaveAttribute('inputmode', 'text');
    await user.type(code, 'abcd-efgh-jk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(noticeTexts.studioWrongCode);
    expect(answers).toEqual([{ challenge: 'ch4ll', code: 'abcd-efgh-jk' }]);
  });

  it('goes back to the first step with the reason when the challenge has expired', async () => {
    serverWithSecondFactor();
    const user = await passPassword();
    await user.type(screen.getByLabelText('Code'), 'expired');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the studio' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(noticeTexts.studioChallengeExpired);
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('goes back to the first step to use another account', async () => {
    serverWithSecondFactor();
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the studio' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
