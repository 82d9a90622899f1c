import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginData, Profile } from '@marquee/contract';
import { notify } from '@/shared/ui/notify';
import { envelopeResponse, makeProfile, makeUser, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { AccountSessionContext, type AccountSession } from '../hooks/use-account-session';
import { ProfileInfoPage } from './profile-info-page';

vi.mock('@/shared/ui/notify', () => ({ notify: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => urlOf(url) === `/api${path}`);
  return call ? (JSON.parse(call[1]!.body as string) as unknown) : undefined;
};

/** The server: the account's profiles, and what each other call answers. */
function serve(profiles: Profile[], answers: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation((input) => {
    const path = urlOf(input).replace(/^\/api/, '');
    if (path === '/account/profiles') {
      return Promise.resolve(envelopeResponse({ status: 1, data: profiles }));
    }
    const answer = answers[path];
    return Promise.resolve(answer ? answer() : envelopeResponse({ status: 0 }, 404));
  });
}

function renderPage(user: LoginData = makeUser()) {
  const session: AccountSession = {
    user,
    onSubscriptionChanged: vi.fn(),
    onProfileUpdated: vi.fn(),
    onCurrentDeviceRemoved: vi.fn(),
  };
  renderRoutes(
    [
      {
        path: '/account/info',
        element: (
          <AccountSessionContext value={session}>
            <ProfileInfoPage />
          </AccountSessionContext>
        ),
      },
    ],
    '/account/info',
  );
  return session;
}

describe('ProfileInfoPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(notify).mockClear();
  });

  it('updates the profile, merges the answer and shows the server message', async () => {
    const user = makeUser();
    const answer = { profile: { ...user.profile, name: 'Ana' }, account: user.account };
    serve([user.profile], {
      '/account/update-profile': () =>
        envelopeResponse({ status: 1, message: 'Profile updated', data: answer }),
    });
    const session = renderPage();
    const events = userEvent.setup();
    const name = screen.getAllByRole('textbox', { name: 'Profile name' })[0]!;
    await events.clear(name);
    await events.type(name, 'Ana');
    await events.type(screen.getByLabelText('New purchase PIN (5 numbers)'), '54321');
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(session.onProfileUpdated).toHaveBeenCalledWith(answer));
    expect(bodyOf('/account/update-profile')).toEqual({
      id: 1,
      name: 'Ana',
      first_name: 'Demo',
      last_name: 'User',
      age: 30,
      sex: 1,
      purchase_pin: '54321',
      avatar: 'female',
      is_kids: false,
      language: 'en',
      auto_remove_watched: true,
    });
    expect(notify).toHaveBeenCalledWith('success', 'Profile updated');
    expect(await screen.findByRole('status')).toHaveTextContent('Changes saved');
  });

  it('checks the PIN lengths before sending', async () => {
    serve([makeProfile()]);
    renderPage();
    const events = userEvent.setup();
    await events.type(screen.getByLabelText('New parental PIN (4 numbers)'), '12');
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Parental pin must contain 4 characters')).toBeInTheDocument();
    expect(bodyOf('/account/update-profile')).toBeUndefined();
  });

  it('creates a profile and says "Profile created"', async () => {
    serve([makeProfile()], {
      '/account/create-profile': () =>
        envelopeResponse({ status: 1, data: makeProfile({ id: 2, name: 'Kids' }) }),
    });
    renderPage();
    const events = userEvent.setup();
    const names = screen.getAllByRole('textbox', { name: 'Profile name' });
    await events.type(names[1]!, 'Kids');
    await events.click(screen.getAllByRole('radio', { name: 'Male' })[1]!);
    await events.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Profile created'));
    expect(bodyOf('/account/create-profile')).toEqual({
      name: 'Kids',
      sex: 0,
      is_kids: false,
      language: 'en',
      auto_remove_watched: true,
    });
    // The household's list takes the new profile.
    expect(await screen.findByRole('button', { name: 'Edit Kids' })).toBeInTheDocument();
  });

  it('says "Profile create failed" when the server refuses', async () => {
    serve([makeProfile()], {
      '/account/create-profile': () => envelopeResponse({ status: 0, message: 'Too many' }, 400),
    });
    renderPage();
    const events = userEvent.setup();
    await events.type(screen.getAllByRole('textbox', { name: 'Profile name' })[1]!, 'Kids');
    await events.click(screen.getAllByRole('radio', { name: 'Female' })[1]!);
    await events.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Profile create failed'));
  });

  it('asks for a gender and a name for a new profile', async () => {
    serve([makeProfile()]);
    renderPage();
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(await screen.findByText('Profile name required')).toBeInTheDocument();
    expect(screen.getByText('Gender required')).toBeInTheDocument();
  });
});
