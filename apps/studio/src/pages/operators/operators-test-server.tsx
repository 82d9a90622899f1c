// The operators page on a stub server that holds three operators and makes the changes asked.
import { screen } from '@testing-library/react';
import { noticeTexts, type OperatorListItem } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, refused, stubStudioServer, type StubCall } from '@/test/studio-server-stub';
import { OperatorsPage } from './operators-page';

export const item = (id: number, email: string, extra: Partial<OperatorListItem> = {}) => ({
  id,
  email,
  name: null,
  role: 'editor' as const,
  disabled_at: null,
  totp_enabled: false,
  must_change_password: false,
  last_login_at: '2026-11-28T20:00:00.000Z',
  created_at: '2026-02-01T10:00:00.000Z',
  ...extra,
});

/** The signed-in owner (the stub's operator 1) and two others. */
const OPERATORS = [
  item(1, 'ana@example.com', { role: 'owner', totp_enabled: true }),
  item(2, 'rui@example.com', { name: 'Rui Costa' }),
  item(3, 'eva@example.com', { role: 'support', last_login_at: null, totp_enabled: true }),
];

export const said = (key: keyof typeof noticeTexts, email: string) => ({
  message: noticeTexts[key].replace('{{email}}', email),
  notice: { key, params: { email } },
});

/** A server holding OPERATORS that makes the changes the page asks for. */
function operatorsServer(call: StubCall) {
  const id = Number(call.path.split('/').at(-1));
  const operator = OPERATORS.find((each) => each.id === id)!;
  if (call.method === 'GET' && call.path === '/studio/operators') {
    return ok({ items: OPERATORS, pager: { page: 1, pageCount: 1, count: OPERATORS.length } });
  }
  if (call.method === 'POST' && call.path === '/studio/operators') {
    const { email, role, name } = call.body as { email: string; role: 'support'; name?: string };
    if (email === 'rui@example.com') {
      const taken = said('studioOperatorEmailTaken', email);
      return { status: 400, body: { status: 0, ...taken, errors: { email: [taken.message] } } };
    }
    const added = item(4, email, {
      role,
      name: name ?? null,
      must_change_password: true,
      last_login_at: null,
    });
    return ok(
      { operator: added, one_time_password: 'Xy7-one-time-pw1' },
      said('studioOperatorAdded', email),
    );
  }
  if (call.method === 'PUT' && call.path.startsWith('/studio/operator-role/')) {
    if (id === 3) return refused(409, 'The role cannot change now.');
    const { role } = call.body as { role: 'support' };
    return ok({ ...operator, role }, said('studioOperatorRoleChanged', operator.email));
  }
  if (call.path.startsWith('/studio/operator-disable/')) {
    const disabled = { ...operator, disabled_at: '2026-11-29T10:00:00.000Z' };
    return ok(disabled, said('studioOperatorDisabled', operator.email));
  }
  if (call.path.startsWith('/studio/operator-enable/')) {
    return ok({ ...operator, disabled_at: null }, said('studioOperatorEnabled', operator.email));
  }
  if (call.method === 'PUT' && call.path.startsWith('/studio/operator-name/')) {
    const { name } = call.body as { name: string };
    if (name.length > 100) return refused(400, 'must be 100 characters or fewer');
    return ok({ ...operator, name: name || null }, said('studioOperatorRenamed', operator.email));
  }
  if (call.path.startsWith('/studio/operator-totp-removal/')) {
    return ok(
      { ...operator, totp_enabled: false },
      said('studioOperatorSecondFactorRemoved', operator.email),
    );
  }
  if (call.path.startsWith('/studio/operator-password-reset/')) {
    return ok(
      {
        operator: { ...operator, must_change_password: true },
        one_time_password: 'N3w-one-time-pw2',
      },
      said('studioOperatorPasswordReset', operator.email),
    );
  }
  return undefined;
}

export function openOperators() {
  const { calls, operator } = stubStudioServer('owner', operatorsServer);
  renderPage(<OperatorsPage />, { path: 'operators', url: '/operators', operator });
  return calls;
}

export const rowOf = async (email: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(email) })).closest('tr')!;
export const changes = (calls: StubCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
