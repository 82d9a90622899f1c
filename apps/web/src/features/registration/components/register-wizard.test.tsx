import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadLanguage } from '@/shared/i18n/i18n';
import { envelopeResponse, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { RegisterWizard } from './register-wizard';

const PACKAGES = [
  { id: 1, name: 'Basic', subscription_price: 5.99, currency_code: 'EUR', description: 'SD' },
  { id: 2, name: 'Standard', subscription_price: 9.99, currency_code: 'EUR', description: 'HD' },
];

const fetchMock = vi.fn<typeof fetch>();
let registrationAnswer: () => Response | Promise<Response>;
let packagesAnswer: () => Response;

function renderWizard() {
  const view = renderRoutes(
    [
      { path: '/login', element: <p>login page</p> },
      { path: '/register', element: <RegisterWizard /> },
      { path: '/success', element: <p>success page</p> },
    ],
    '/register',
  );
  return { ...view, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
const field = (label: string) => screen.getByLabelText(label);
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Continue' }));
const goBack = (user: User) => user.click(screen.getByRole('button', { name: 'Go back' }));

async function fillDetails(user: User) {
  await user.type(field('First name'), 'Ana');
  await user.type(field('Last name'), 'Lima');
  await user.type(field('Email'), 'ana@example.com');
  await user.type(field('Password'), 'secret');
  await user.type(field('Confirm password'), 'secret');
  await user.type(field('Age'), '34');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(field('Parental PIN'), '1234');
  await user.type(field('Purchase PIN'), '12345');
  await next(user);
}

async function fillCard(user: User) {
  await user.type(field('Card number'), '4242424242424242');
  await user.selectOptions(field('Expiry month'), '12');
  await user.selectOptions(field('Expiry year'), String(new Date().getFullYear() + 2));
  await user.type(field('CVV'), '123');
  await user.click(screen.getByRole('button', { name: 'Start subscription' }));
}

async function reachCardStep(user: User) {
  await fillDetails(user);
  await user.click(await screen.findByRole('radio', { name: /Standard/ }));
  await next(user);
  await screen.findByRole('heading', { name: 'Payment details' });
}

describe('RegisterWizard', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    packagesAnswer = () => envelopeResponse({ status: 1, data: PACKAGES });
    registrationAnswer = () => envelopeResponse({ status: 1, data: null });
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        urlOf(input).endsWith('/account/get-subscriptions')
          ? packagesAnswer()
          : registrationAnswer(),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('leaves the wizard for /login with Go back on the first step', async () => {
    const { router, user } = renderWizard();
    expect(screen.getByRole('heading', { name: 'About you' })).toBeVisible();
    await goBack(user);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('cannot leave the subscription step without a package', async () => {
    const { user } = renderWizard();
    await fillDetails(user);
    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    expect(await screen.findByRole('radio', { name: /Basic/ })).toBeInTheDocument();
    await next(user);
    expect(await screen.findByText('this fields are required')).toBeVisible();
    expect(screen.getByText('Choose a subscription package')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  });

  it('shows an empty list when the packages cannot be loaded, and stays', async () => {
    packagesAnswer = () => envelopeResponse({ status: 0, message: 'Boom' }, 500);
    const { user } = renderWizard();
    await fillDetails(user);
    expect(await screen.findByText(/No subscription packages are available/)).toBeVisible();
    await next(user);
    expect(await screen.findByText('Choose a subscription package')).toBeVisible();
  });

  it('steps back one step at a time, keeping what was chosen and typed', async () => {
    const { user } = renderWizard();
    await reachCardStep(user);
    await goBack(user);
    expect(await screen.findByRole('radio', { name: /Standard/ })).toBeChecked();
    await goBack(user);
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeVisible();
    expect(field('First name')).toHaveValue('Ana');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
  });

  it('submits details, package and card on the last step, then goes to /success', async () => {
    const { router, user } = renderWizard();
    await reachCardStep(user);
    await fillCard(user);
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/success');
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(urlOf(url)).toBe('/api/account/registration');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(init!.body as string)).toEqual({
      first_name: 'Ana',
      last_name: 'Lima',
      email: 'ana@example.com',
      password: 'secret',
      confirm_password: 'secret',
      age: 34,
      sex: 1,
      pin: '1234',
      purchase_pin: '12345',
      subscription_id: 2,
      card_first_name: 'Ana',
      card_last_name: 'Lima',
      card_number: '4242424242424242',
      card_expiry_month: 12,
      card_expiry_year: new Date().getFullYear() + 2,
      card_cvv: '123',
    });
  });

  it('shows the loader while submitting', async () => {
    registrationAnswer = () => new Promise(() => undefined);
    const { user } = renderWizard();
    await reachCardStep(user);
    await fillCard(user);
    expect(await screen.findByRole('button', { name: 'Creating your account…' })).toBeDisabled();
  });

  it('shows the first e-mail error and the first password error, and stops the loader', async () => {
    registrationAnswer = () =>
      envelopeResponse(
        {
          status: 0,
          message: 'Registration failed',
          errors: {
            email: ['Already declared email or username!', 'Second e-mail error'],
            password: ['Password must contain minimum 4 characters', 'Second password error'],
          },
        },
        409,
      );
    const { router, user } = renderWizard();
    await reachCardStep(user);
    await fillCard(user);
    const alert = await screen.findByText('Already declared email or username!');
    const banner = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByText('Password must contain minimum 4 characters')).toBeVisible();
    expect(screen.queryByText('Second e-mail error')).not.toBeInTheDocument();
    expect(screen.queryByText('Second password error')).not.toBeInTheDocument();
    expect(screen.queryByText('Registration failed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start subscription' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows a taken e-mail in the reader’s language, from the answer’s notice', async () => {
    let answer: (response: Response) => void = () => undefined;
    registrationAnswer = () => new Promise<Response>((resolve) => (answer = resolve));
    const { user } = renderWizard();
    await reachCardStep(user);
    await fillCard(user);
    await loadLanguage('pt');
    try {
      const taken = 'Already declared email or username!';
      answer(
        envelopeResponse(
          {
            status: 0,
            message: taken,
            notice: { key: 'alreadyDeclared' },
            errors: { email: [taken] },
          },
          409,
        ),
      );
      expect(await screen.findByText('Email ou nome de utilizador já registado!')).toBeVisible();
    } finally {
      await loadLanguage('en');
    }
  });

  it("shows the server's message when the failure names no field, e.g. a declined card", async () => {
    registrationAnswer = () =>
      envelopeResponse({ status: 0, message: 'Card declined: use a test card number' }, 402);
    const { user } = renderWizard();
    await reachCardStep(user);
    await fillCard(user);
    expect(await screen.findByText('Card declined: use a test card number')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Start subscription' })).toBeEnabled(),
    );
  });
});
