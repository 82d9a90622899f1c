import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_CONFIGURATION,
  readableThemeColours,
  type Configuration,
  type ConfigurationBody,
  type Operator,
} from '@marquee/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { studioSession } from '@/session/studio-session';
import { BrandingPage } from './branding-page';

const editor: Operator = {
  id: 2,
  email: 'eva@example.com',
  role: 'editor',
  must_change_password: false,
  totp_enabled: false,
};

const stored: Configuration = DEFAULT_CONFIGURATION;

/** A server holding `stored`, answering a change with `change` (or storing it as sent). */
function fakeServer(change?: (body: ConfigurationBody) => [number, unknown]) {
  const sent: ConfigurationBody[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const json = (status: number, body: unknown) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (url === '/api/studio/configuration' && init.method === 'GET') {
        return json(200, { status: 1, data: stored });
      }
      if (url === '/api/studio/configuration' && init.method === 'PUT') {
        const body = JSON.parse(init.body as string) as ConfigurationBody;
        sent.push(body);
        if (change) return json(...change(body));
        const colours = readableThemeColours({
          background: body.theme_background_color,
          main: body.theme_color,
          selection: body.theme_selection_color,
        });
        const served = { ...colours, selection_on_light: colours.selectionOnLight };
        return json(200, { status: 1, data: { ...body, served } });
      }
      return json(404, { status: 0, message: 'No such call' });
    }),
  );
  return sent;
}

/** The page as an editor opens it, in a router and with queries of its own. */
function openBranding() {
  studioSession.start({
    token: 't0k3n',
    operator: editor,
    expires_at: new Date(Date.now() + 60_000).toISOString(),
  });
  const router = createMemoryRouter(
    [
      { path: '/branding', element: <BrandingPage /> },
      { path: '/account', element: <h1>My account</h1> },
    ],
    { initialEntries: ['/branding'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the branding page', () => {
  it('loads the configuration, previews an edited name and main colour, and saves them', async () => {
    const sent = fakeServer();
    openBranding();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Service name');
    expect(name).toHaveValue('Marquee');
    expect(screen.getByLabelText('Main colour')).toHaveValue('#e50914');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Cinemax');
    const main = screen.getByLabelText('Main colour');
    await user.clear(main);
    await user.type(main, '#ffe4e1');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('img')).toHaveAccessibleName(
      'The subscriber app of Cinemax in the chosen colours',
    );
    const adjusted = readableThemeColours({
      background: '#0b0d12',
      main: '#ffe4e1',
      selection: '#f5c518',
    });
    expect(preview).toHaveTextContent(
      `Main colour: #ffe4e1 is adjusted for contrast to ${adjusted.main}.`,
    );
    expect(screen.getByText('Unsaved changes')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The configuration is saved');
    expect(sent).toEqual([{ ...stored, app_name: 'Cinemax', theme_color: '#ffe4e1' }]);
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(preview).toHaveTextContent('As subscribers see it now.');
  });

  it('shows the field errors of a refused change beside their fields, in the interface language', async () => {
    fakeServer(() => [
      400,
      {
        status: 0,
        message: 'Some fields are not valid.',
        errors: {
          page_title: ['Required'],
          theme_color: ['Not a colour: use #rrggbb, rgb(), hsl() or a colour name'],
          'web[logos][small]': ['That file is not an image'],
        },
      },
    ]);
    openBranding();
    const user = userEvent.setup();
    await screen.findByLabelText('Service name');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid.');
    const title = screen.getByLabelText('Page title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Required'));
    expect(screen.getByLabelText('Main colour')).toHaveAccessibleDescription(
      'Not a colour: use #rrggbb, rgb(), hsl() or a colour name',
    );
    expect(screen.getByLabelText('Small logo')).toHaveAccessibleDescription(
      expect.stringContaining('That file is not an image'),
    );
    expect(screen.getByLabelText('Service name')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the fields by the contract before asking the server', async () => {
    const sent = fakeServer();
    openBranding();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Service name'));
    const background = screen.getByLabelText('Background colour');
    await user.clear(background);
    await user.type(background, 'nonsense');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need correcting');
    expect(screen.getByLabelText('Service name')).toHaveAccessibleDescription(
      expect.stringContaining('Required'),
    );
    expect(background).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent(
      'Background colour: nonsense is not a colour, so the default #0b0d12 is used.',
    );
    expect(sent).toEqual([]);
  });

  it('puts the form back as saved on Reset', async () => {
    fakeServer();
    openBranding();
    const user = userEvent.setup();
    const selection = await screen.findByLabelText('Selection colour');
    await user.clear(selection);
    await user.type(selection, 'tomato');
    await user.click(screen.getByLabelText('Registration'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(selection).toHaveValue('#f5c518');
    expect(screen.getByLabelText('Registration')).toBeChecked();
  });

  it('asks before leaving with unsaved changes', async () => {
    fakeServer();
    const router = openBranding();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Page title'), '!');
    await act(() => router.navigate('/account'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Leave this page and lose them?');
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText('Page title')).toHaveValue('Marquee: films, series and live TV!');

    await act(() => router.navigate('/account'));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeVisible();
  });
});
