import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailsStep } from './details-step';

function renderStep() {
  const onNext = vi.fn();
  render(<DetailsStep defaultValues={undefined} onNext={onNext} />);
  return { onNext, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Continue' }));

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Ana');
  await user.type(field('Last name'), 'Lima');
  await user.type(field('Email'), 'ana@example.com');
  await user.type(field('Password'), 'secret');
  await user.type(field('Confirm password'), 'secret');
  await user.type(field('Age'), '34');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(field('Parental PIN'), '1234');
  await user.type(field('Purchase PIN'), '12345');
}

describe('DetailsStep (registration step 0)', () => {
  it('asks for every field and shows the "this fields are required" banner', async () => {
    const { onNext, user } = renderStep();
    await submit(user);
    expect(await screen.findByText('this fields are required')).toBeVisible();
    for (const text of [
      'First name required',
      'Last name required',
      'Email required',
      'Password required',
      'Confirm password required',
      'Age required',
      'Gender required',
      'Parental pin required',
      'Purchase pin required',
    ]) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(onNext).not.toHaveBeenCalled();
  });

  it('refuses names with numbers, a bad e-mail, short and different passwords', async () => {
    const { user } = renderStep();
    await user.type(field('First name'), 'Ana2');
    await user.type(field('Last name'), '3Lima');
    await user.type(field('Email'), 'ana@');
    await user.type(field('Password'), 'abc');
    await user.type(field('Confirm password'), 'abd');
    await submit(user);
    expect(await screen.findByText('First name must not contain numbers')).toBeVisible();
    expect(screen.getByText('Last name must not contain numbers')).toBeVisible();
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(screen.getAllByText('Password must contain minimum 4 characters')).toHaveLength(2);
  });

  it('asks for equal passwords ("Password doesn\'t match")', async () => {
    const { onNext, user } = renderStep();
    await fillValid(user);
    await user.type(field('Confirm password'), '!');
    await submit(user);
    expect(await screen.findByText("Password doesn't match")).toBeVisible();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('caps the PIN inputs at 4 and 5 characters and the age at 3', async () => {
    const { user } = renderStep();
    expect(field('Parental PIN')).toHaveAttribute('maxlength', '4');
    expect(field('Purchase PIN')).toHaveAttribute('maxlength', '5');
    expect(field('Age')).toHaveAttribute('maxlength', '3');
    for (const label of ['Parental PIN', 'Purchase PIN', 'Age']) {
      expect(field(label)).toHaveAttribute('inputmode', 'numeric');
    }
    await user.type(field('Parental PIN'), '123456789');
    await user.type(field('Purchase PIN'), '123456789');
    await user.type(field('Age'), '12345');
    expect(field('Parental PIN')).toHaveValue('1234');
    expect(field('Purchase PIN')).toHaveValue('12345');
    expect(field('Age')).toHaveValue('123');
  });

  it('needs exactly 5 purchase PIN and 4 parental PIN characters, all numbers', async () => {
    const { user } = renderStep();
    await user.type(field('Parental PIN'), '12');
    await user.type(field('Purchase PIN'), '123');
    await submit(user);
    expect(await screen.findByText('Purhase pin must contain 5 characters')).toBeVisible();
    expect(screen.getByText('Parental pin must contain 4 characters')).toBeVisible();

    await user.type(field('Parental PIN'), 'ab');
    await user.type(field('Purchase PIN'), 'cd');
    expect(await screen.findByText('Parental PIN must contain 4 numbers')).toBeVisible();
    expect(screen.getByText('Purchase PIN must contain 5 numbers')).toBeVisible();
  });

  it.each(['0', '131', 'ab'])('refuses the age %s with "Invalid age"', async (age) => {
    const { user } = renderStep();
    await user.type(field('Age'), age);
    await submit(user);
    expect(await screen.findByText('Invalid age')).toBeVisible();
  });

  it('accepts ages 1 and 130', async () => {
    const { user } = renderStep();
    await user.type(field('Age'), '1');
    await submit(user);
    await screen.findByText('this fields are required');
    expect(screen.queryByText('Invalid age')).not.toBeInTheDocument();
    await user.clear(field('Age'));
    await user.type(field('Age'), '130');
    expect(screen.queryByText('Invalid age')).not.toBeInTheDocument();
    expect(screen.queryByText('Age required')).not.toBeInTheDocument();
  });

  it('goes on with the details as the API takes them (sex 1 female, 0 male)', async () => {
    const { onNext, user } = renderStep();
    await fillValid(user);
    await submit(user);
    expect(onNext).toHaveBeenCalledOnce();
    const [input, details] = onNext.mock.calls[0]!;
    expect(details).toEqual({
      first_name: 'Ana',
      last_name: 'Lima',
      email: 'ana@example.com',
      password: 'secret',
      confirm_password: 'secret',
      age: 34,
      sex: 1,
      pin: '1234',
      purchase_pin: '12345',
    });
    expect(input).toMatchObject({ sex: 'female', age: '34' });

    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await submit(user);
    expect(onNext.mock.calls[1]![1]).toMatchObject({ sex: 0 });
  });
});
