import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardStep } from './card-step';

function renderStep(holder = { first_name: 'Ana', last_name: 'Lima' }) {
  const onSubmit = vi.fn();
  render(<CardStep holder={holder} submitting={false} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Start subscription' }));

describe('CardStep (registration step 2)', () => {
  // Only the date is fixed: the expiry years start at 2030 and June 2030 is "now".
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 5, 15));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the sandbox test card and prefills the cardholder names', () => {
    renderStep();
    expect(screen.getByRole('status')).toHaveTextContent('Test card: 4242 4242 4242 4242');
    expect(field('Cardholder first name')).toHaveValue('Ana');
    expect(field('Cardholder last name')).toHaveValue('Lima');
  });

  it('asks for every card field with the banner', async () => {
    const { onSubmit, user } = renderStep({ first_name: '', last_name: '' });
    await submit(user);
    expect(await screen.findByText('this fields are required')).toBeVisible();
    for (const text of [
      'Card holder first name required',
      'Card holder last name required',
      'Card number required',
      'Expiry month required',
      'Expiry year required',
      'CVV required',
    ]) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses names with numbers, non-digit and short card numbers, and bad CVVs', async () => {
    const { user } = renderStep({ first_name: 'Ana1', last_name: 'Lima2' });
    await user.type(field('Card number'), '4242-4242');
    await user.type(field('CVV'), '12a');
    await submit(user);
    expect(
      await screen.findByText('Card holder first name must not contain numbers'),
    ).toBeVisible();
    expect(screen.getByText('Card holder last name must not contain numbers')).toBeVisible();
    expect(screen.getByText('Card number must contain only digits')).toBeVisible();
    expect(screen.getByText('CVV wrong characters')).toBeVisible();

    await user.clear(field('Card number'));
    await user.type(field('Card number'), '424242424242424');
    await user.clear(field('CVV'));
    await user.type(field('CVV'), '12');
    expect(await screen.findByText('Card number must contain at least 16 digits')).toBeVisible();
    expect(screen.getByText('Incorrect CVV')).toBeVisible();

    await user.type(field('CVV'), '34');
    expect(screen.getByText('Incorrect CVV')).toBeVisible();
  });

  it('refuses a card whose expiry has passed', async () => {
    const { onSubmit, user } = renderStep();
    await user.type(field('Card number'), '4242424242424242');
    await user.selectOptions(field('Expiry month'), '5');
    await user.selectOptions(field('Expiry year'), '2030');
    await user.type(field('CVV'), '123');
    await submit(user);
    expect(await screen.findByText('Card has expired')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the card with numeric expiry', async () => {
    const { onSubmit, user } = renderStep();
    await user.type(field('Card number'), '4242424242424242');
    await user.selectOptions(field('Expiry month'), '6');
    await user.selectOptions(field('Expiry year'), '2031');
    await user.type(field('CVV'), '123');
    await submit(user);
    expect(onSubmit).toHaveBeenCalledWith(
      {
        card_first_name: 'Ana',
        card_last_name: 'Lima',
        card_number: '4242424242424242',
        card_expiry_month: 6,
        card_expiry_year: 2031,
        card_cvv: '123',
      },
      expect.anything(),
    );
  });
});
