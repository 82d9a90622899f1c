import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmInPlace } from './confirm-in-place';

const texts = {
  id: 'remove-7',
  label: 'Remove',
  accessibleLabel: 'Remove the kitchen TV',
  question: 'Remove the kitchen TV?',
  confirmLabel: 'Yes, remove',
  busyLabel: 'Removing…',
};

describe('ConfirmInPlace', () => {
  it('asks before acting, moves the keyboard to the confirm and back on cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmInPlace {...texts} busy={false} onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Remove the kitchen TV' }));
    const question = screen.getByRole('group', { name: 'Remove the kitchen TV?' });
    expect(question).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Yes, remove' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove the kitchen TV' })).toHaveFocus(),
    );
  });

  it('closes the question once the change was made, and keeps it open when it was not', async () => {
    const user = userEvent.setup();
    const made = vi
      .fn<() => Promise<boolean>>()
      .mockResolvedValueOnce(false)
      .mockResolvedValue(true);
    render(<ConfirmInPlace {...texts} busy={false} onConfirm={made} />);

    await user.click(screen.getByRole('button', { name: 'Remove the kitchen TV' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(screen.getByRole('group', { name: 'Remove the kitchen TV?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(
      await screen.findByRole('button', { name: 'Remove the kitchen TV' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('stays asking when the change says nothing of its outcome, its buttons off while busy', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ConfirmInPlace {...texts} busy={false} onConfirm={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Remove the kitchen TV' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    rerender(<ConfirmInPlace {...texts} busy onConfirm={() => {}} />);

    expect(screen.getByRole('button', { name: 'Removing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
