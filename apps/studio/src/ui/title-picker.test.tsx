import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TitleChoice } from '@marquee/contract';
import { TitlePicker } from './title-picker';
import { SEARCH_DELAY_MS } from './use-debounced-search';

const NIGHT_TRAIN = { id: 12, title: 'Night Train', year: 2019 };
const NIGHTFALL = { id: 13, title: 'Nightfall', year: null };
const CATALOGUE = [NIGHT_TRAIN, NIGHTFALL, { id: 14, title: 'Harbour Lights', year: 2021 }];

/** A picker of films in a form, searching `CATALOGUE` by title; returns the search and submit spies. */
function openPicker(initial: TitleChoice[] = []) {
  const search = vi.fn((text: string) =>
    Promise.resolve(
      CATALOGUE.filter((title) => title.title.toLowerCase().includes(text.toLowerCase())),
    ),
  );
  const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <form aria-label="Campaign" onSubmit={submitted}>
        <TitlePicker
          label="Films"
          error={value.length === 0 ? 'Choose a title' : undefined}
          value={value}
          onChange={setValue}
          search={(text) => search(text)}
          searchKey={['films']}
        />
      </form>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Form />
    </QueryClientProvider>,
  );
  return { search, submitted, box: screen.getByRole('combobox', { name: 'Films' }) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a title picker', () => {
  it('asks the server only once two characters are typed and typing pauses', async () => {
    const user = userEvent.setup();
    const { search, box } = openPicker();
    await user.type(box, 'N');
    await pause(SEARCH_DELAY_MS + 100);
    expect(search).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'ig');
    const list = await screen.findByRole('listbox', { name: 'Films' });
    expect(search.mock.calls).toEqual([['Nig']]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Night Train2019', 'Nightfall']);
  });

  it('says when no title matches', async () => {
    const user = userEvent.setup();
    const { box } = openPicker();
    await user.type(box, 'Zebra');
    expect(await screen.findByText('No title matches “Zebra”.')).toBeVisible();
  });

  it('moves with the arrow keys and picks with Enter, without sending the form', async () => {
    const user = userEvent.setup();
    const { box, submitted } = openPicker();
    await user.type(box, 'Night');
    await screen.findByRole('listbox');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}');
    const nightfall = screen.getByRole('option', { name: 'Nightfall' });
    expect(nightfall).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', nightfall.id);
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'Remove Nightfall' })).toBeVisible();
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(submitted).not.toHaveBeenCalled();
    // From an empty box, Enter sends the form as in any field.
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);

    // A picked title is not offered again.
    await user.type(box, 'Night');
    expect(await screen.findByRole('option', { name: /Night Train/ })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Nightfall' })).toBeNull();
  });

  it('closes its list with Escape and opens it again with the down arrow', async () => {
    const user = userEvent.setup();
    const { box } = openPicker();
    await user.type(box, 'Harb');
    await screen.findByRole('option', { name: /Harbour Lights/ });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(box).toHaveValue('Harb');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: 'Chosen: Films' })).toHaveTextContent(
      'Harbour Lights (2021)',
    );
  });

  it('shows the titles it starts with by name, and removes one with its button', async () => {
    const user = userEvent.setup();
    const { box } = openPicker([NIGHT_TRAIN, NIGHTFALL]);
    const chosen = screen.getByRole('list', { name: 'Chosen: Films' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Night Train (2019)×', 'Nightfall×']);
    await user.click(within(chosen).getByRole('button', { name: 'Remove Night Train' }));
    expect(within(chosen).queryByText('Night Train (2019)')).toBeNull();
    expect(box).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove Nightfall' }));
    expect(screen.queryByRole('list', { name: 'Chosen: Films' })).toBeNull();
    expect(box).toHaveAccessibleDescription('Choose a title');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
