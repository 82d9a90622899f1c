import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginData, Profile } from '@marquee/contract';
import { i18n, loadLanguage } from '@/shared/i18n/i18n';
import { storage } from '@/shared/storage/storage';
import { envelopeResponse, makeProfile, makeUser, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { AccountSessionContext, type AccountSession } from '../hooks/use-account-session';
import { ProfileInfoPage } from './profile-info-page';

const ana = makeProfile({ id: 1, name: 'Ana', avatar: 'owl', has_pin: false });
const tom = makeProfile({
  id: 2,
  name: 'Tom',
  avatar: 'fox',
  is_kids: true,
  maturity_ceiling: 'G',
  has_pin: true,
  is_default: false,
});

const fetchMock = vi.fn<typeof fetch>();
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => urlOf(url) === `/api${path}`)
    .map(([, init]) => JSON.parse(init!.body as string) as unknown);

/** The server: the account's profiles; an update answers the profile merged with the body. */
function serve(profiles: Profile[], onDelete?: () => Profile[]) {
  fetchMock.mockImplementation((input, init) => {
    const path = urlOf(input).replace(/^\/api/, '');
    const body = init?.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};
    const answer = (data: unknown) => Promise.resolve(envelopeResponse({ status: 1, data }));
    if (path === '/account/profiles') return answer(profiles);
    if (path === '/account/delete-profile' && onDelete) return answer(onDelete());
    if (path === '/account/update-profile') {
      // PINs never come back: the profile says has_pin instead.
      const fields = Object.fromEntries(
        Object.entries(body).filter(([field]) => field !== 'pin' && field !== 'purchase_pin'),
      );
      const profile = profiles.find((entry) => entry.id === body.id)!;
      return answer({ profile: { ...profile, ...fields }, account: makeUser().account });
    }
    return Promise.resolve(envelopeResponse({ status: 0 }, 404));
  });
}

function renderPage(user: LoginData = makeUser({ profile: ana })) {
  const session: AccountSession = {
    user,
    onSubscriptionChanged: vi.fn(),
    onProfileUpdated: vi.fn(),
    onCurrentDeviceRemoved: vi.fn(),
  };
  const element = (
    <AccountSessionContext value={session}>
      <ProfileInfoPage />
    </AccountSessionContext>
  );
  renderRoutes([{ path: '/account/info', element }], '/account/info');
  return session;
}

const household = () => screen.getByRole('region', { name: 'Profiles' });

describe('Managing the household', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });

  it('lists the profiles with their avatar, the kids badge, the lock and the one watching', async () => {
    serve([ana, tom]);
    renderPage();
    const tomRow = (await within(household()).findByText('Tom')).closest('li')!;
    expect(tomRow.querySelector('[data-avatar]')).toHaveAttribute('data-avatar', 'fox');
    expect(tomRow).toHaveTextContent('Kids');
    expect(tomRow).toHaveTextContent('Locked with a PIN');
    const anaRow = within(household()).getByText('Ana').closest('li')!;
    expect(anaRow).toHaveTextContent('Watching now');
    expect(screen.getByRole('heading', { name: 'Edit Ana' })).toBeInTheDocument();
  });

  it("edits another profile in its own form: avatar and ceiling, under its id, the session's left alone", async () => {
    serve([ana, tom]);
    const session = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Tom' }));
    const form = screen.getByRole('region', { name: 'Edit Tom' });
    expect(within(form).getByRole('radio', { name: 'Fox' })).toBeChecked();
    expect(within(form).getByRole('switch', { name: 'Kids profile' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: 'Owl' }));
    await user.selectOptions(within(form).getByLabelText('Highest rating'), 'PG-13');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodiesOf('/account/update-profile')).toHaveLength(1));
    expect(bodiesOf('/account/update-profile')[0]).toMatchObject({
      id: 2,
      avatar: 'owl',
      is_kids: true,
      maturity_ceiling: 'PG-13',
    });
    expect(session.onProfileUpdated).not.toHaveBeenCalled();
  });

  it('shows the ceiling (G, PG, PG-13; PG to start) only once Kids is on', async () => {
    serve([ana]);
    renderPage();
    const user = userEvent.setup();
    const form = screen.getByRole('region', { name: 'Edit Ana' });
    expect(within(form).queryByLabelText('Highest rating')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: 'Kids profile' }));
    const ceiling = within(form).getByLabelText('Highest rating');
    expect(ceiling).toHaveValue('PG');
    expect(
      within(ceiling)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a rating', 'G: all ages', 'PG: 8 and up', 'PG-13: 13 and up']);
    await user.click(within(form).getByRole('switch', { name: /Remove titles from My List/ }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodiesOf('/account/update-profile')).toHaveLength(1));
    expect(bodiesOf('/account/update-profile')[0]).toMatchObject({
      id: 1,
      is_kids: true,
      maturity_ceiling: 'PG',
      auto_remove_watched: false,
    });
  });

  it('gives the interface the new language of the profile watching at once', async () => {
    serve([ana]);
    renderPage();
    const user = userEvent.setup();
    const form = screen.getByRole('region', { name: 'Edit Ana' });
    await user.selectOptions(within(form).getByLabelText('Language'), 'pt');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(i18n.language).toBe('pt'));
    expect(storage.language.get()).toBe('pt');
    expect(bodiesOf('/account/update-profile')[0]).toMatchObject({ language: 'pt' });
  });

  it('deletes another profile after asking, but never the one watching', async () => {
    serve([ana, tom], () => [ana]);
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Edit Tom' });
    expect(screen.queryByRole('button', { name: 'Delete profile' })).not.toBeInTheDocument();
    expect(
      screen.getByText('This profile is watching now: switch to another one to delete it.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Tom' }));
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tom?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesOf('/account/delete-profile')).toEqual([{ profile_id: 2 }]));
    await waitFor(() => expect(within(household()).queryByText('Tom')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Edit Ana' })).toBeInTheDocument();
  });

  it('offers no Delete for the last profile', async () => {
    serve([ana]);
    renderPage();
    await within(household()).findByText('Ana');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Delete profile' })).not.toBeInTheDocument();
    expect(screen.queryByText(/switch to another one to delete it/)).not.toBeInTheDocument();
  });

  it('holds Add profile back at 5 profiles, saying why', async () => {
    const five = [ana, tom, 3, 4, 5].map((entry) =>
      typeof entry === 'number' ? makeProfile({ id: entry, name: `Guest ${entry}` }) : entry,
    );
    serve(five);
    renderPage();
    await within(household()).findByText('Guest 5');
    const reason = 'This account has 5 profiles, the most it can have: delete one to add another.';
    expect(screen.getByRole('link', { name: 'Add profile' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Add profile' })).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('button', { name: 'Create profile' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create profile' })).toHaveAccessibleDescription(
      reason,
    );
  });

  it('lets a kids profile change only itself', async () => {
    serve([ana, tom]);
    renderPage(makeUser({ profile: tom }));
    await within(household()).findByText('Ana');
    expect(screen.getByText('A kids profile can change only itself.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Ana' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Tom' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete profile' })).not.toBeInTheDocument();
  });

  it('names the 12 avatars in the interface language', async () => {
    serve([ana]);
    await loadLanguage('pt_BR');
    renderPage();
    const form = screen.getByRole('region', { name: 'Editar Ana' });
    const names = within(form)
      .getAllByRole('radio')
      .filter((radio) => radio.getAttribute('name') === 'avatar')
      .map((radio) => radio.closest('label')!.textContent);
    expect(names).toEqual([
      'Homem',
      'Mulher',
      'Raposa',
      'Coruja',
      'Panda',
      'Gato',
      'Robô',
      'Foguete',
      'Planeta',
      'Estrela',
      'Folha',
      'Onda',
    ]);
  });
});
