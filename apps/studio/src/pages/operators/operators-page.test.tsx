import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changes, openOperators, rowOf, said } from './operators-test-server';

describe('the operators page', () => {
  it('lists the operators, the owner’s own row with no role select and its name the only change', async () => {
    const calls = openOperators();
    const table = await screen.findByRole('table', { name: '3 operators' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    const own = await rowOf('ana@example.com');
    expect(within(own).getByRole('rowheader')).toHaveTextContent('ana@example.comYour account');
    expect(within(own).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(own).getAllByRole('button')).toEqual([
      within(own).getByRole('button', { name: 'Edit name of ana@example.com' }),
    ]);
    const [role, state, totp] = within(own).getAllByRole('cell');
    expect(role).toHaveTextContent(/^Owner$/);
    expect(state).toHaveTextContent(/^Enabled$/);
    expect(totp).toHaveTextContent(/^On$/);

    const rui = await rowOf('rui@example.com');
    expect(within(rui).getByRole('rowheader')).toHaveTextContent('Rui Costa');
    expect(within(rui).getByRole('combobox', { name: 'Role of rui@example.com' })).toHaveValue(
      'editor',
    );
    expect(within(await rowOf('eva@example.com')).getByText('Not known')).toBeVisible();
    expect(changes(calls)).toEqual([]);
  });

  it('adds an operator and shows its one-time password once, with Copy', async () => {
    const user = userEvent.setup();
    const calls = openOperators();
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Add an operator' });

    await user.click(within(form).getByRole('button', { name: 'Add operator' }));
    expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Fill in this field.',
    );
    await user.type(within(form).getByLabelText('E-mail'), 'mia@');
    await user.click(within(form).getByRole('button', { name: 'Add operator' }));
    expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter an e-mail address, such as name@example.com.',
    );
    expect(changes(calls)).toEqual([]);

    await user.type(within(form).getByLabelText('E-mail'), 'example.com');
    await user.type(within(form).getByLabelText('Name (optional)'), ' Mia ');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Editor');
    await user.click(within(form).getByRole('button', { name: 'Add operator' }));

    const panel = await screen.findByRole('region', {
      name: 'One-time password for mia@example.com',
    });
    expect(within(panel).getByRole('heading')).toHaveFocus();
    expect(within(panel).getByText('Xy7-one-time-pw1')).toBeVisible();
    expect(calls.at(-1)!.body).toEqual({ email: 'mia@example.com', role: 'editor', name: 'Mia' });
    await user.click(within(panel).getByRole('button', { name: 'Copy the password' }));
    expect(await navigator.clipboard.readText()).toBe('Xy7-one-time-pw1');
    expect(within(panel).getByText('Copied.')).toBeVisible();
    expect(screen.getByText(said('studioOperatorAdded', 'mia@example.com').message)).toBeVisible();
    expect(screen.getByRole('table', { name: '4 operators' })).toHaveTextContent(
      'One-time password not changed yet',
    );
    expect(within(form).getByLabelText('E-mail')).toHaveValue('');

    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Xy7-one-time-pw1')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Operators', level: 1 })).toHaveFocus();
  });

  it('says by its field that an e-mail is taken', async () => {
    const user = userEvent.setup();
    openOperators();
    const form = await screen.findByRole('form', { name: 'Add an operator' });
    await user.type(within(form).getByLabelText('E-mail'), 'rui@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add operator' }));
    const email = within(form).getByLabelText('E-mail');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(email).toHaveAccessibleDescription(
      'An operator with the e-mail rui@example.com exists already.',
    );
    expect(screen.queryByRole('region', { name: /One-time password/ })).not.toBeInTheDocument();
  });

  it('changes a role through its select, and shows the stored one again when refused', async () => {
    const user = userEvent.setup();
    const calls = openOperators();
    const rui = within(await rowOf('rui@example.com')).getByRole('combobox');
    await user.selectOptions(rui, 'Support');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The role of rui@example.com has been changed.',
    );
    expect(rui).toHaveValue('support');
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/studio/operator-role/2',
      body: { role: 'support' },
    });

    const eva = within(await rowOf('eva@example.com')).getByRole('combobox');
    await user.selectOptions(eva, 'Owner');
    expect(await screen.findByRole('alert')).toHaveTextContent('The role cannot change now.');
    expect(eva).toHaveValue('support');
  });

  it('disables an operator only once confirmed, then offers to enable it; the keyboard follows', async () => {
    const user = userEvent.setup();
    const calls = openOperators();
    const row = await rowOf('rui@example.com');
    await user.click(within(row).getByRole('button', { name: 'Disable rui@example.com' }));
    const question = within(row).getByRole('group', {
      name: 'Disable rui@example.com? Their sessions end at once and they cannot sign in.',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(row).getByRole('button', { name: 'Disable rui@example.com' })).toHaveFocus();
    expect(changes(calls)).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Disable rui@example.com' }));
    expect(within(row).getByRole('button', { name: 'Yes, disable' })).toHaveFocus();
    await user.click(within(row).getByRole('button', { name: 'Yes, disable' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'rui@example.com has been disabled: their sessions have ended.',
    );
    expect(row).toHaveTextContent('Disabled since');
    const enable = within(row).getByRole('button', { name: 'Enable rui@example.com' });
    expect(enable).toHaveFocus();

    await user.click(enable);
    expect(await screen.findByText('rui@example.com can log in again.')).toBeVisible();
    expect(row).toHaveTextContent('Enabled');
    expect(within(row).getByRole('button', { name: 'Disable rui@example.com' })).toHaveFocus();
    expect(changes(calls)).toEqual([
      'POST /studio/operator-disable/2',
      'POST /studio/operator-enable/2',
    ]);
  });

  it('resets a password once confirmed and shows the new one-time password once', async () => {
    const user = userEvent.setup();
    const calls = openOperators();
    const row = await rowOf('eva@example.com');
    await user.click(
      within(row).getByRole('button', { name: 'Reset password of eva@example.com' }),
    );
    within(row).getByRole('group', {
      name: 'Give eva@example.com a new one-time password? Their current password stops working and their sessions end.',
    });
    await user.click(within(row).getByRole('button', { name: 'Yes, reset' }));

    const panel = await screen.findByRole('region', {
      name: 'One-time password for eva@example.com',
    });
    expect(within(panel).getByRole('heading')).toHaveFocus();
    expect(within(panel).getByText('N3w-one-time-pw2')).toBeVisible();
    expect(row).toHaveTextContent('One-time password not changed yet');
    expect(within(row).queryByRole('group')).not.toBeInTheDocument();
    expect(changes(calls)).toEqual(['POST /studio/operator-password-reset/3']);
  });
});
