import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { operatorRoles } from '@marquee/contract';
import { ok, stubStudioServer } from '@/test/studio-server-stub';
import { SECTIONS } from './sections';
import { StudioApp } from './studio-app';
import { SECTION_ROUTES } from './studio-routes';

const EMPTY_LIST = ok({ items: [], pager: { page: 1, pageCount: 0, count: 0 } });

describe('the subscribers, operators and audit sections', () => {
  it('open for the roles that may see them', async () => {
    window.history.replaceState(null, '', '/studio/audit');
    stubStudioServer('owner', () => EMPTY_LIST);
    render(<StudioApp />);
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeVisible();
    expect(await screen.findByText('No operator has changed anything yet.')).toBeVisible();
  });

  it.each([
    ['/studio/ads', 'Ads'],
    ['/studio/live', 'Live'],
    ['/studio/commerce', 'Commerce'],
  ])(
    'give a section’s page (%s) the signed-in operator, as the shell gives its own',
    async (path, title) => {
      window.history.replaceState(null, '', path);
      stubStudioServer('editor', () => EMPTY_LIST);
      render(<StudioApp />);
      expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeVisible();
    },
  );

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

const ROLE_NAMES = { owner: 'Owner', editor: 'Editor', support: 'Support' };

/** Every page routed under a gated section, with each role its section refuses. */
const refusedPages = SECTION_ROUTES.flatMap(({ section, routes }) => {
  const roles = SECTIONS.find((each) => each.path === section)?.roles ?? [];
  return routes.flatMap((route) => {
    const page = route.index ? '' : `/${route.path?.replace(/:\w+/g, '5')}`;
    return operatorRoles
      .filter((role) => !roles.includes(role))
      .map((role) => ({ role, path: `/studio/${section}${page}` }));
  });
});

describe('every gated page', () => {
  it('belongs to one of the console’s sections', () => {
    const sections = SECTIONS.map(({ path }) => path);
    expect(SECTION_ROUTES.filter(({ section }) => !sections.includes(section))).toEqual([]);
  });

  it.each(refusedPages)(
    'is refused to a role its section refuses ($role, $path), without asking the server',
    async ({ role, path }) => {
      window.history.replaceState(null, '', path);
      const operator = stubStudioServer(role, () => EMPTY_LIST);
      render(<StudioApp />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Your role (${ROLE_NAMES[role]}) may not open this section.`,
      );
      expect(operator.calls).toEqual([]);
    },
  );
});
