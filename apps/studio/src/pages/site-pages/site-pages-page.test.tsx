import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noticeTexts, type StaticPage } from '@marquee/contract';
import type { OperatorRole } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, stubStudioServer, type StubCall } from '@/test/studio-server-stub';
import { SitePagesPage } from './site-pages-page';

const PAGES: StaticPage[] = [
  {
    slug: 'about',
    title: 'About us',
    body: 'We stream.\n\nEvery day.',
    updated_at: '2026-11-01T10:00:00.000Z',
  },
  { slug: 'help', title: 'Help', body: 'Ask us.', updated_at: '2026-11-02T10:00:00.000Z' },
];

function pagesServer(call: StubCall) {
  if (call.method === 'GET' && call.path === '/studio/pages') return ok(PAGES);
  if (call.method === 'POST' && call.path === '/studio/pages') {
    const body = call.body as { slug: string; title: string; body: string };
    if (body.slug !== 'careers') {
      const text = 'Use lower-case letters and digits, words joined by hyphens, 80 at most';
      return { status: 400, body: { status: 0, message: 'Invalid', errors: { slug: [text] } } };
    }
    return ok(
      { ...body, updated_at: '2026-11-29T10:00:00.000Z' },
      {
        message: noticeTexts.studioPageSaved,
        notice: { key: 'studioPageSaved' },
      },
    );
  }
  if (call.method === 'PUT') return ok({ ...PAGES[0], ...(call.body as object) });
  if (call.method === 'DELETE') return ok(null);
  return undefined;
}

function open(role: OperatorRole) {
  const { calls, operator } = stubStudioServer(role, pagesServer);
  renderPage(<SitePagesPage />, { path: 'pages', url: '/pages', operator });
  return calls;
}
const changes = (calls: StubCall[]) => calls.filter((call) => call.method !== 'GET');

describe('the pages page', () => {
  it('lists the pages; support reads them without a way to change them', async () => {
    const calls = open('support');
    const table = await screen.findByRole('table', { name: '2 pages' });
    expect(within(table).getByRole('rowheader', { name: '/page/about' })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Your role may read the pages but not change them.')).toBeVisible();
    expect(changes(calls)).toEqual([]);
  });

  it('adds a page, showing the preview as subscribers will see it and the field the server refused', async () => {
    const user = userEvent.setup();
    const calls = open('editor');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'New page' }));
    const form = screen.getByRole('form', { name: 'New page' });
    await user.type(within(form).getByLabelText('Address'), 'Careers');
    await user.type(within(form).getByLabelText('Title'), 'Careers');
    await user.type(within(form).getByLabelText('Text'), 'Join us.{Enter}{Enter}Today.');
    const preview = within(form).getByRole('region', { name: 'Preview as subscribers see it' });
    expect(within(preview).getByRole('heading', { name: 'Careers' })).toBeVisible();
    expect(
      within(preview)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(expect.arrayContaining(['Join us.', 'Today.']));
    await user.click(within(form).getByRole('button', { name: 'Add page' }));
    expect(await within(form).findByLabelText('Address')).toHaveAccessibleDescription(
      expect.stringContaining('Use lower-case letters and digits'),
    );
    await user.clear(within(form).getByLabelText('Address'));
    await user.type(within(form).getByLabelText('Address'), 'careers');
    await user.click(within(form).getByRole('button', { name: 'Add page' }));
    expect(await screen.findByText(noticeTexts.studioPageSaved)).toBeVisible();
    expect(changes(calls).at(-1)).toMatchObject({
      method: 'POST',
      body: { slug: 'careers', title: 'Careers', body: 'Join us.\n\nToday.' },
    });
  });

  it('edits a page’s title and deletes one after asking', async () => {
    const user = userEvent.setup();
    const calls = open('owner');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit /page/about' }));
    const form = screen.getByRole('form', { name: 'Editing /page/about' });
    expect(within(form).queryByLabelText('Address')).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'About Marquee');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'New page' });
    expect(changes(calls).at(-1)).toMatchObject({
      method: 'PUT',
      path: '/studio/pages/about',
      body: { title: 'About Marquee', body: 'We stream.\n\nEvery day.' },
    });

    await user.click(screen.getByRole('button', { name: 'Delete /page/help' }));
    expect(screen.getByRole('button', { name: 'Delete page' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('/page/help was deleted.')).toBeVisible();
    expect(changes(calls).at(-1)).toMatchObject({ method: 'DELETE', path: '/studio/pages/help' });
  });
});
