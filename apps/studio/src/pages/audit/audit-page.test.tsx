import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, refused, stubStudioServer, type StubCall } from '@/test/studio-server-stub';
import { AuditPage } from './audit-page';

const ENTRY: AuditEntry = {
  id: 12,
  operator_email: 'rui@example.com',
  at: '2026-11-20T14:30:00.000Z',
  action: 'configuration.update',
  target: 'configuration',
  before: { app_name: 'Marquee', colours: { main: '#e50914' } },
  after: { app_name: 'Marquee', colours: { main: '#1e90ff' } },
};

/** An audit log of one entry, which refuses an operator filter that is no e-mail. */
function auditServer(call: StubCall) {
  if (call.path !== '/studio/audit') return undefined;
  if (call.query.get('operator') === 'rui') return refused(400, 'operator: Invalid email.');
  return ok({ items: [ENTRY], pager: { page: 1, pageCount: 1, count: 1 } });
}

describe('the audit log', () => {
  it('applies its filters through the address and shows each change before and after', async () => {
    const { calls, operator } = stubStudioServer('owner', auditServer);
    const user = userEvent.setup();
    const router = renderPage(<AuditPage />, { path: 'audit', url: '/audit', operator });
    const table = await screen.findByRole('table', { name: '1 change, newest first' });
    expect(within(table).getByText('rui@example.com')).toBeVisible();

    await user.type(screen.getByLabelText('Action'), 'configuration.update');
    await user.type(screen.getByLabelText('Operator’s e-mail'), 'rui@example.com');
    await user.type(screen.getByLabelText('Since'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await screen.findByRole('table', { name: '1 change, newest first' });
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toEqual({
      action: 'configuration.update',
      operator: 'rui@example.com',
      since: '2026-11-01',
    });
    const query = calls.at(-1)!.query;
    expect(query.get('action')).toBe('configuration.update');
    expect(query.get('operator')).toBe('rui@example.com');
    expect(query.get('since')).toBe(new Date('2026-11-01T00:00:00').toISOString());

    await user.click(screen.getByText('Before and after'));
    expect(screen.getByText('Changed: colours')).toBeVisible();
    const before = screen.getByRole('figure', { name: 'Before' });
    expect(within(before).getByText(/^\* "colours"/)).toHaveTextContent('#e50914');
    const after = screen.getByRole('figure', { name: 'After' });
    expect(within(after).getByText(/^\* "colours"/)).toHaveTextContent('#1e90ff');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Action')).toHaveValue('');
  });

  it('starts from the filters in the address and shows why the server refuses one', async () => {
    const { operator } = stubStudioServer('owner', auditServer);
    renderPage(<AuditPage />, { path: 'audit', url: '/audit?operator=rui', operator });
    expect(await screen.findByRole('alert')).toHaveTextContent('operator: Invalid email.');
    expect(screen.getByLabelText('Operator’s e-mail')).toHaveValue('rui');
  });
});
