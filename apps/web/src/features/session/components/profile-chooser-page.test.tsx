import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@marquee/contract';
import { storage } from '@/shared/storage/storage';
import { envelopeResponse, makeProfile, makeUser, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { useSessionStore } from '../stores/session-store';
import { ProfileChooserPage } from './profile-chooser-page';

const ana = makeProfile({ id: 1, name: 'Ana', has_pin: false, avatar: 'owl' });
const rui = makeProfile({ id: 4, name: 'Rui', has_pin: true, avatar: 'robot', language: 'en' });
const tom = makeProfile({ id: 9, name: 'Tom', has_pin: false, is_kids: true, avatar: 'fox' });

type Answer = (body: { profile_id: number; pin?: string }) => Response;

/** The server: the profiles, and switch-profile answering as `onSwitch` says. */
function serve(profiles: Profile[], onSwitch: Answer) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = urlOf(input);
    if (url.endsWith('/account/profiles')) {
      return Promise.resolve(envelopeResponse({ status: 1, data: profiles }));
    }
    if (url.endsWith('/account/switch-profile')) {
      return Promise.resolve(onSwitch(JSON.parse(init!.body as string)));
    }
    return Promise.resolve(envelopeResponse({ status: 1, data: [] }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const switchedTo = (profile: Profile) =>
  envelopeResponse({ status: 1, data: makeUser({ profile }) });

const refused = (key: string, message: string, params?: object) =>
  envelopeResponse({ status: 0, message, notice: { key, params } }, 403);

function renderChooser() {
  return renderRoutes(
    [
      { path: '/profiles', element: <ProfileChooserPage /> },
      { path: '/', element: <p>home page</p> },
      { path: '/account/info', element: <p>manage page</p> },
    ],
    '/profiles',
  );
}

const switchCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([input]) => urlOf(input).endsWith('/account/switch-profile'))
    .map(([, init]) => JSON.parse(init!.body as string) as unknown);

describe("Who's watching?", () => {
  beforeEach(() => useSessionStore.getState().logIn(makeUser({ profile: ana })));
  afterEach(() => vi.unstubAllGlobals());

  it('shows every profile as a tile with its name, the kids badge and the lock', async () => {
    serve([ana, rui, tom], () => switchedTo(ana));
    renderChooser();
    expect(screen.getByRole('heading', { name: "Who's watching?" })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Profiles' });
    const tiles = screen.getAllByRole('button');
    expect(list).toContainElement(tiles[0]!);
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Ana', 'Rui', 'TomKids']);
    expect(
      tiles.map((tile) => tile.querySelector('[data-avatar]')?.getAttribute('data-avatar')),
    ).toEqual(['owl', 'robot', 'fox']);
    expect(screen.getByRole('button', { name: 'Rui' })).toHaveAccessibleDescription(
      'Locked with a PIN',
    );
    expect(screen.getByRole('button', { name: 'Tom' })).toHaveAccessibleDescription('Kids');
    expect(screen.getByRole('link', { name: 'Manage profiles' })).toHaveAttribute(
      'href',
      '/account/info',
    );
  });

  it('starts on the profile chosen last on this device, and the arrows move between tiles', async () => {
    storage.lastProfile.set(4);
    serve([ana, rui, tom], () => switchedTo(ana));
    renderChooser();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rui' })).toHaveFocus());
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Tom' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Tom' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Ana' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{End}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Rui' })).toHaveFocus();
  });

  it('switches to a profile without a PIN at the first Enter and goes home as that profile', async () => {
    const fetchMock = serve([ana, rui, tom], (body) =>
      switchedTo(body.profile_id === 9 ? tom : ana),
    );
    const { router } = renderChooser();
    const tomTile = await screen.findByRole('button', { name: 'Tom' });
    tomTile.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(switchCalls(fetchMock)).toEqual([{ profile_id: 9 }]);
    expect(useSessionStore.getState().user).toMatchObject({ profile: { id: 9, is_kids: true } });
    expect(storage.lastProfile.get()).toBe(9);
  });

  it("asks no PIN for the session's own locked profile, as the server does not", async () => {
    useSessionStore.getState().logIn(makeUser({ profile: rui }));
    const fetchMock = serve([ana, rui], () => switchedTo(rui));
    renderChooser();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Rui' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(switchCalls(fetchMock)).toEqual([{ profile_id: 4 }]);
  });

  it("asks a locked profile's PIN and says the spec's text when it is wrong", async () => {
    const fetchMock = serve([ana, rui], (body) =>
      body.pin === '4321' ? switchedTo(rui) : refused('wrongParentalPin', 'Wrong parental pin!'),
    );
    renderChooser();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rui' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rui is locked' });
    expect(dialog).toHaveTextContent('Enter its 4-digit PIN to watch as Rui.');
    // Nothing is asked of the server before the PIN is typed.
    expect(switchCalls(fetchMock)).toEqual([]);
    await user.type(screen.getByLabelText('PIN'), '1111{Enter}');
    expect(await screen.findByText('Wrong parental pin!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('PIN'), '4321{Enter}');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(switchCalls(fetchMock)).toEqual([
      { profile_id: 4, pin: '1111' },
      { profile_id: 4, pin: '4321' },
    ]);
  });

  it("shows the server's lockout after too many wrong PINs", async () => {
    serve([ana, rui], () =>
      refused('tooManyWrongPins', 'Too many wrong PINs. Try again in 60 seconds.', {
        seconds: 60,
      }),
    );
    renderChooser();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rui' }));
    await user.type(await screen.findByLabelText('PIN'), '0000{Enter}');
    expect(
      await screen.findByText('Too many wrong PINs. Try again in 60 seconds.'),
    ).toBeInTheDocument();
  });

  it('asks for the PIN after all when the server says the profile has become locked', async () => {
    serve([ana, { ...tom, has_pin: false }], (body) =>
      body.pin ? switchedTo(tom) : refused('profilePinRequired', 'This profile is locked.'),
    );
    renderChooser();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tom' }));
    expect(await screen.findByRole('dialog', { name: 'Tom is locked' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('PIN'), '1234{Enter}');
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('offers no profile management to a kids profile', async () => {
    useSessionStore.getState().logIn(makeUser({ profile: tom }));
    serve([ana, tom], () => switchedTo(ana));
    renderChooser();
    await screen.findByRole('list', { name: 'Profiles' });
    expect(screen.queryByRole('link', { name: 'Manage profiles' })).not.toBeInTheDocument();
  });
});
