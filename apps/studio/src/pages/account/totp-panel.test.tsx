import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { noticeTexts } from '@marquee/contract';
import { operatorQuery } from '@/session/operator-query';
import { studioSession } from '@/session/studio-session';
import type { ShellContext } from '@/session/use-operator';
import { AccountPage } from './account-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-${i}${i}`);

const operatorWith = (totp: boolean) => ({
  ...{ id: 1, email: 'ana@example.com', role: 'editor' as const },
  ...{ must_change_password: false, totp_enabled: totp },
});

/** What the console's shell gives its pages: the operator of the session, kept fresh. */
function Shell() {
  const me = useQuery(operatorQuery);
  return me.data ? <Outlet context={{ operator: me.data } satisfies ShellContext} /> : null;
}

/** A signed-in operator's server: TOTP on after a right code, off with password "right". */
function serverOfOperator(totp: boolean) {
  const state = { totp, meCalls: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const reply = (status: number, body: unknown) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      const operator = () => operatorWith(state.totp);
      const sent = JSON.parse((init.body as string | null) ?? '{}') as Record<string, string>;
      const call = `${init.method} ${url}`;
      if (call === 'GET /api/studio/me') {
        state.meCalls++;
        return reply(200, { status: 1, data: operator() });
      }
      if (call === 'POST /api/studio/me/totp') {
        const otpauth_url = `otpauth://totp/Marquee:ana?secret=${SECRET}&issuer=Marquee`;
        return reply(200, { status: 1, data: { secret: SECRET, otpauth_url } });
      }
      if (call === 'POST /api/studio/me/totp/confirm') {
        if (sent.code !== '654321') {
          const notice = { key: 'studioWrongCode' };
          return reply(400, { status: 0, message: noticeTexts.studioWrongCode, notice });
        }
        state.totp = true;
        return reply(200, { status: 1, data: { recovery_codes: CODES } });
      }
      if (call === 'POST /api/studio/me/recovery-codes') {
        const renewed = CODES.map((code) => code.replace('abcd', 'wxyz'));
        return reply(200, { status: 1, data: { recovery_codes: renewed } });
      }
      if (call === 'DELETE /api/studio/me/totp') {
        if (sent.password !== 'right') {
          const notice = { key: 'studioWrongCurrentPassword' };
          return reply(400, { status: 0, message: noticeTexts.studioWrongCurrentPassword, notice });
        }
        state.totp = false;
        return reply(200, { status: 1, data: operator() });
      }
      return reply(404, { status: 0, message: 'No such call' });
    }),
  );
  studioSession.start({
    token: 't0k3n',
    operator: operatorWith(totp),
    expires_at: new Date(Date.now() + 60_000).toISOString(),
  });
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: '/account', element: <AccountPage /> }] }],
    { initialEntries: ['/account'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return state;
}

afterEach(() => vi.restoreAllMocks());

describe('two-step verification on the account page', () => {
  it('sets up TOTP from a QR code or the grouped secret, then shows the recovery codes once', async () => {
    const state = serverOfOperator(false);
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Two-step verification' });
    expect(within(panel).getByText(/^Off:/)).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Set up' }));
    expect(await within(panel).findByRole('img', { name: /QR code/ })).toBeVisible();
    expect(within(panel).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Copy the secret key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    const code = within(panel).getByLabelText('Code from the app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(within(panel).getByRole('button', { name: 'Turn on' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(noticeTexts.studioWrongCode);

    const meCallsBefore = state.meCalls;
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(panel).getByRole('button', { name: 'Turn on' }));
    const list = await within(panel).findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(state.meCalls).toBeGreaterThan(meCallsBefore);

    await user.click(within(panel).getByRole('button', { name: 'Copy the codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(within(panel).getByText('Copied.')).toBeVisible();

    const blobs: Blob[] = [];
    const saved: string[] = [];
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:codes');
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    await user.click(within(panel).getByRole('button', { name: 'Download (.txt)' }));
    expect(saved).toEqual(['studio-recovery-codes.txt blob:codes']);
    expect(await blobs[0]!.text()).toBe(`${CODES.join('\n')}\n`);

    await user.click(within(panel).getByRole('button', { name: 'I have kept them' }));
    expect(within(panel).queryByRole('list')).toBeNull();
    expect(within(panel).getByText(/^On:/)).toBeVisible();
  });

  it('turns TOTP off only with the current password', async () => {
    serverOfOperator(true);
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Two-step verification' });
    await user.click(await within(panel).findByRole('button', { name: 'Turn off' }));
    await user.type(within(panel).getByLabelText('Current password'), 'wrong');
    await user.click(within(panel).getByRole('button', { name: 'Turn off' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      noticeTexts.studioWrongCurrentPassword,
    );

    await user.clear(within(panel).getByLabelText('Current password'));
    await user.type(within(panel).getByLabelText('Current password'), 'right');
    await user.click(within(panel).getByRole('button', { name: 'Turn off' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Two-step verification has been turned off.',
    );
    expect(within(panel).getByText(/^Off:/)).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Set up' })).toBeVisible();
  });

  it('shows new recovery codes once the current password is given', async () => {
    serverOfOperator(true);
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Two-step verification' });
    await user.click(await within(panel).findByRole('button', { name: 'New recovery codes' }));
    expect(within(panel).getByLabelText('Current password')).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'New recovery codes' }));
    expect(within(panel).getByText('Fill in this field.')).toBeVisible();

    await user.type(within(panel).getByLabelText('Current password'), 'right');
    await user.click(within(panel).getByRole('button', { name: 'New recovery codes' }));
    const list = await within(panel).findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('wxyz-efgh-00');
  });
});
