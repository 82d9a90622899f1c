import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noticeTexts, type OperatorRole, type StudioSlide } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, stubStudioServer, type StubCall } from '@/test/studio-server-stub';
import { CurationPage } from './curation-page';
import { moved } from './ordered-titles';

const slide = (type: 0 | 2, id: number, title: string, found = true): StudioSlide => ({
  model_type: type,
  model_id: id,
  title,
  description: '',
  image: null,
  found,
});
const SLIDES = [
  slide(0, 1, 'Night Train'),
  slide(2, 5, 'Harbour Lights'),
  slide(0, 9, 'Gone', false),
];

function curationServer(call: StubCall) {
  if (call.path === '/studio/curation/slides') {
    if (call.method === 'GET') return ok(SLIDES);
    return ok(SLIDES, {
      message: noticeTexts.studioSlidesSaved,
      notice: { key: 'studioSlidesSaved' },
    });
  }
  if (call.path === '/studio/curation/recommended') {
    return ok({ movies: [{ id: 1, title: 'Night Train' }], shows: [] });
  }
  if (call.path === '/studio/curation/candidates') {
    return ok([{ model_type: 0, model_id: 12, title: 'Blue Hour', detail: '2021' }]);
  }
  return undefined;
}

function open(role: OperatorRole) {
  const { calls, operator } = stubStudioServer(role, curationServer);
  renderPage(<CurationPage />, { path: 'curation', url: '/curation', operator });
  return calls;
}
const saves = (calls: StubCall[]) => calls.filter((call) => call.method === 'PUT');

describe('moved', () => {
  it('moves an entry within the list and leaves it at an end', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('the curation page', () => {
  it('shows the slider and the rows; support reads them only', async () => {
    const calls = open('support');
    const slider = await screen.findByRole('list', { name: 'Home slider' });
    expect(
      within(slider)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1Night TrainMovie',
      '2Harbour LightsTV show',
      '3GoneMovie · Gone: home leaves it out',
    ]);
    expect(await screen.findByRole('list', { name: 'Recommended movies' })).toBeVisible();
    expect(screen.getByText('Empty: subscribers see the best rated instead.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(saves(calls)).toEqual([]);
  });

  it('reorders with the keyboard, removes, adds a title found by name and saves the order', async () => {
    const user = userEvent.setup();
    const calls = open('editor');
    await screen.findByRole('list', { name: 'Home slider' });
    const slider = screen.getByRole('region', { name: 'Home slider' });
    within(slider).getByRole('button', { name: 'Move Night Train down' }).focus();
    await user.keyboard('{Enter}');
    expect(within(slider).getByText('Night Train is now number 2.')).toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Move Night Train down' })).toHaveFocus();
    await user.click(within(slider).getByRole('button', { name: 'Remove Gone' }));

    await user.type(within(slider).getByRole('searchbox', { name: 'Find by name' }), 'blue');
    await user.click(within(slider).getByRole('button', { name: 'Search' }));
    await user.click(await within(slider).findByRole('button', { name: 'Add Blue Hour' }));
    expect(within(slider).getByText('There are changes not saved yet.')).toBeVisible();
    await user.click(within(slider).getByRole('button', { name: 'Save slider' }));
    expect(await screen.findByText(noticeTexts.studioSlidesSaved)).toBeVisible();
    const search = calls.find((call) => call.path === '/studio/curation/candidates')!;
    expect(search.query.get('search')).toBe('blue');
    expect(saves(calls)[0]!.body).toEqual({
      slides: [
        { model_type: 2, model_id: 5 },
        { model_type: 0, model_id: 1 },
        { model_type: 0, model_id: 12 },
      ],
    });
  });
});
