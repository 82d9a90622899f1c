import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ok, stubStudioServer } from '@/test/studio-server-stub';
import { StudioApp } from './studio-app';

const EMPTY_LIST = ok({ items: [], pager: { page: 1, pageCount: 0, count: 0 } });

describe('the subscribers, operators and audit sections', () => {
  it('open for the roles that may see them', async () => {
    window.history.replaceState(null, '', '/studio/audit');
    stubStudioServer('owner', () => EMPTY_LIST);
    render(<StudioApp />);
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeVisible();
    expect(await screen.findByText('No operator has changed anything yet.')).toBeVisible();
  });

  it('refuse editors the subscribers, without asking the server', async () => {
    window.history.replaceState(null, '', '/studio/subscribers');
    const editor = stubStudioServer('editor', () => EMPTY_LIST);
    render(<StudioApp />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role (Editor) may not open this section.',
    );
    expect(editor.calls).toEqual([]);
  });

  it('refuse editors the operators, without asking the server', async () => {
    window.history.replaceState(null, '', '/studio/operators');
    const editor = stubStudioServer('editor', () => EMPTY_LIST);
    render(<StudioApp />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role (Editor) may not open this section.',
    );
    expect(editor.calls).toEqual([]);
  });

  it('refuse support the audit log, without asking the server', async () => {
    window.history.replaceState(null, '', '/studio/audit');
    const support = stubStudioServer('support', () => EMPTY_LIST);
    render(<StudioApp />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role (Support) may not open this section.',
    );
    expect(support.calls).toEqual([]);
  });

  it.each(['/studio/catalogue/vods/5/media', '/studio/catalogue/vods/5/offers'])(
    'refuse support a title’s media and prices (%s), without asking the server',
    async (path) => {
      window.history.replaceState(null, '', path);
      const support = stubStudioServer('support', () => EMPTY_LIST);
      render(<StudioApp />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your role (Support) may not open this section.',
      );
      expect(support.calls).toEqual([]);
    },
  );

  it('refuse support the catalogue editor, without asking the server', async () => {
    window.history.replaceState(null, '', '/studio/catalogue/films/5');
    const support = stubStudioServer('support', () => EMPTY_LIST);
    render(<StudioApp />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role (Support) may not open this section.',
    );
    expect(support.calls).toEqual([]);
  });
});
