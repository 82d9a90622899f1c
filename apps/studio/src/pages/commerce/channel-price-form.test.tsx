import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ValidationMessage } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { stubStudioServer } from '@/test/studio-server-stub';
import { ChannelPriceForm } from './channel-price-form';

const PROFILE = {
  id: 5,
  name: 'HD',
  code: 'hd',
  business_model: 'tvod_dtr' as const,
  pricing: [
    { duration: 1, price: 1.5 },
    { duration: 7, price: 4 },
  ],
};

describe('a channel profile’s prices', () => {
  it('shows a price’s error beside that price, and the list’s own under the list', async () => {
    const { operator } = stubStudioServer('editor', (call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: {
              status: 0,
              message: 'Invalid request',
              errors: {
                pricing: [ValidationMessage.durationRepeated],
                'pricing[1][price]': [ValidationMessage.priceInvalid],
              },
            },
          }
        : undefined,
    );
    renderPage(
      <ChannelPriceForm
        channel="Harbour One"
        profile={PROFILE}
        onSaved={vi.fn()}
        onCancel={vi.fn()}
      />,
      { path: 'commerce/channels', url: '/commerce/channels', operator },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    const second = await screen.findByRole('textbox', { name: 'Price 2' });
    await vi.waitFor(() =>
      expect(second).toHaveAccessibleDescription(ValidationMessage.priceInvalid),
    );
    expect(screen.getByRole('textbox', { name: 'Price 1' })).not.toHaveAccessibleDescription(
      ValidationMessage.priceInvalid,
    );
    expect(screen.getByText(ValidationMessage.durationRepeated)).toBeInTheDocument();
    expect(screen.queryAllByText(ValidationMessage.priceInvalid)).toHaveLength(1);
  });
});
