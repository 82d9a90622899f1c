import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/shared/ui/notify';
import { envelopeResponse, makeUser, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { AccountSessionContext, type AccountSession } from '../hooks/use-account-session';
import { ProfileInfoPage } from './profile-info-page';

vi.mock('@/shared/ui/notify', () => ({ notify: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => urlOf(url) === `/api${path}`);
  return call ? (JSON.parse(call[1]!.body as string) as unknown) : undefined;
};

function renderPage() {
  const user = makeUser();
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
    fetchMock.mockResolvedValue(
      envelopeResponse({ status: 1, message: 'Profile updated', data: answer }),
    );
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
    });
    expect(notify).toHaveBeenCalledWith('success', 'Profile updated');
    expect(await screen.findByRole('status')).toHaveTextContent('Changes saved');
  });

  it('checks the PIN lengths before sending', async () => {
    renderPage();
    const events = userEvent.setup();
    await events.type(screen.getByLabelText('New parental PIN (4 numbers)'), '12');
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Parental pin must contain 4 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a profile and says "Profile created"', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({ status: 1, data: { ...makeUser().profile, id: 2, name: 'Kids' } }),
    );
    renderPage();
    const events = userEvent.setup();
    const names = screen.getAllByRole('textbox', { name: 'Profile name' });
    await events.type(names[1]!, 'Kids');
    await events.click(screen.getAllByRole('radio', { name: 'Male' })[1]!);
    await events.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Profile created'));
    expect(bodyOf('/account/create-profile')).toEqual({ name: 'Kids', sex: 0 });
  });

  it('says "Profile create failed" when the server refuses', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ status: 0, message: 'Too many' }, 400));
    renderPage();
    const events = userEvent.setup();
    await events.type(screen.getAllByRole('textbox', { name: 'Profile name' })[1]!, 'Kids');
    await events.click(screen.getAllByRole('radio', { name: 'Female' })[1]!);
    await events.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Profile create failed'));
  });

  it('asks for a gender and a name for a new profile', async () => {
    renderPage();
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(await screen.findByText('Profile name required')).toBeInTheDocument();
    expect(screen.getByText('Gender required')).toBeInTheDocument();
  });
});
