import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, urlOf } from '@/test/fixtures';
import { isPinModalOpen } from '../model/pin-modal-store';
import { PinModal, type PinModalProps } from './pin-modal';

const fetchMock = vi.fn<typeof fetch>();

/** Renders an open modal and waits for its code, which loads on the first open. */
async function renderModal(props: Partial<PinModalProps> = {}) {
  const onSuccess = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <PinModal type="parental" open onSuccess={onSuccess} {...props} />
    </QueryClientProvider>,
  );
  await screen.findByRole('dialog');
  return { onSuccess, ...view };
}

const pinAnswer = (ok: boolean) => envelopeResponse({ status: 1, data: { ok } });
const sentBody = () => JSON.parse(fetchMock.mock.calls.at(-1)![1]!.body as string);

describe('PinModal', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes a masked numeric parental PIN of at most 4 digits', async () => {
    await renderModal();
    expect(screen.getByRole('dialog', { name: 'Enter your parental PIN' })).toBeVisible();
    const input = screen.getByLabelText('PIN');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '4');
    await userEvent.setup().type(input, '1a2b3456');
    expect(input).toHaveValue('1234');
  });

  it('caps a purchase PIN at 5 digits', async () => {
    await renderModal({ type: 'purchase' });
    expect(screen.getByRole('dialog', { name: 'Enter your purchase PIN' })).toBeVisible();
    const input = screen.getByLabelText('PIN');
    expect(input).toHaveAttribute('maxlength', '5');
    await userEvent.setup().type(input, '1234567');
    expect(input).toHaveValue('12345');
  });

  it('enables Confirm only at full length', async () => {
    await renderModal({ type: 'purchase' });
    const user = userEvent.setup();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('PIN'), '1234');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('PIN'), '5');
    expect(confirm).toBeEnabled();
  });

  it('ignores Enter before full length and confirms with Enter at full length', async () => {
    fetchMock.mockResolvedValue(pinAnswer(true));
    const { onSuccess } = await renderModal();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN'), '123{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('PIN'), '4{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });

  it('lets the server check the PIN: the browser compares nothing', async () => {
    fetchMock.mockResolvedValue(pinAnswer(true));
    const { onSuccess } = await renderModal({ type: 'purchase' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN'), '99999');
    expect(onSuccess).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(urlOf(url)).toBe('/api/account/check-pin');
    expect(init!.method).toBe('POST');
    expect(sentBody()).toEqual({ type: 'purchase', pin: '99999' });
  });

  it.each([
    ['parental', '1111', 'Wrong parental pin!'],
    ['purchase', '11111', 'Wrong purchase pin!'],
  ] as const)('shows the spec text for a wrong %s PIN', async (type, pin, text) => {
    fetchMock.mockResolvedValue(pinAnswer(false));
    const { onSuccess } = await renderModal({ type });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN'), `${pin}{Enter}`);
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByLabelText('PIN')).toHaveValue('');
    expect(screen.getByLabelText('PIN')).toHaveAttribute('aria-invalid', 'true');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses further tries", async () => {
    const message = 'Too many wrong PINs. Try again in 30 seconds.';
    fetchMock.mockResolvedValue(envelopeResponse({ status: 0, message }, 429));
    await renderModal();
    await userEvent.setup().type(screen.getByLabelText('PIN'), '1234{Enter}');
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('has no Cancel and stays open on Escape without onCancel', async () => {
    await renderModal();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('calls onCancel from its Cancel button and from Escape', async () => {
    const onCancel = vi.fn();
    await renderModal({ onCancel });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('keeps its keys from the page and raises the open flag while open', async () => {
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <PinModal type="parental" open={open} onSuccess={vi.fn()} onCancel={() => setOpen(false)} />
      );
    }
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <Host />
      </QueryClientProvider>,
    );
    expect(isPinModalOpen()).toBe(true);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN'), '12 ');
    await user.keyboard('{ArrowLeft}');
    expect(pageKeys).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(isPinModalOpen()).toBe(false));
    document.removeEventListener('keydown', pageKeys);
  });
});
