import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changes, openOperators, rowOf } from './operators-test-server';

describe('an operator’s name on the operators page', () => {
  it('is edited in place: the field takes the keyboard, Save sends it and the row shows it', async () => {
    const user = userEvent.setup();
    const calls = openOperators();
    const row = await rowOf('rui@example.com');
    await user.click(within(row).getByRole('button', { name: 'Edit name of rui@example.com' }));
    const field = within(row).getByRole('textbox', { name: 'Name of rui@example.com' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Rui Costa');
    await user.clear(field);
    await user.type(field, 'Rui C. Costa');
    await user.click(within(row).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The name of rui@example.com has been changed.',
    );
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Rui C. Costa');
    expect(within(row).getByRole('button', { name: 'Edit name of rui@example.com' })).toHaveFocus();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/studio/operator-name/2',
      body: { name: 'Rui C. Costa' },
    });
  });

  it('goes back unchanged on Escape, sending nothing', async () => {
    const user = userEvent.setup();
    const calls = openOperators();
    const row = await rowOf('eva@example.com');
    await user.click(within(row).getByRole('button', { name: 'Edit name of eva@example.com' }));
    await user.type(within(row).getByRole('textbox'), 'Eva{Escape}');
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit name of eva@example.com' })).toHaveFocus();
    expect(changes(calls)).toEqual([]);
  });
});

describe('turning off another operator’s two-step verification', () => {
  it('is offered only where it is on and not for the owner’s own account, and asks first', async () => {
    const user = userEvent.setup();
    const calls = openOperators();
    const own = await rowOf('ana@example.com');
    expect(within(own).queryByRole('button', { name: /two-step/ })).not.toBeInTheDocument();
    const rui = await rowOf('rui@example.com');
    expect(within(rui).queryByRole('button', { name: /two-step/ })).not.toBeInTheDocument();

    const eva = await rowOf('eva@example.com');
    await user.click(
      within(eva).getByRole('button', {
        name: 'Turn off two-step verification of eva@example.com',
      }),
    );
    within(eva).getByRole('group', {
      name: 'Turn off two-step verification of eva@example.com? They sign in with their password alone until they turn it on again on My account.',
    });
    expect(changes(calls)).toEqual([]);
    await user.click(within(eva).getByRole('button', { name: 'Yes, turn off' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'eva@example.com signs in with their password alone now',
    );
    const [, , totp] = within(eva).getAllByRole('cell');
    expect(totp).toHaveTextContent(/^Off$/);
    expect(changes(calls)).toEqual(['POST /studio/operator-totp-removal/3']);
  });
});
