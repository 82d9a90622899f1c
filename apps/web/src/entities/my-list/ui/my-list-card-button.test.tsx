import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadLanguage } from '@/shared/i18n/i18n';
import { notify } from '@/shared/ui/notify';
import { envelopeResponse, makeMovie, makeShow, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { myListKeys } from '../api/my-list-keys';
import type { MyListTitle } from '../model/my-list-cache';
import { MyListCardButton } from './my-list-card-button';

vi.mock('@/shared/ui/notify', () => ({ notify: vi.fn() }));

const film = makeMovie({ id: 3, title: 'Harbour at Midnight' });
const show = makeShow({ id: 3, title: 'The Brandts' });

/**
 * Holds the toggle's answer until `answer` is called; the list reads `list` once, and is not
 * answered again, so what the button shows after a toggle is the toggle's doing alone.
 */
function serve(list: MyListTitle[]) {
  let answer: (response: Response | Error) => void = () => undefined;
  let listRead = false;
  const fetchMock = vi.fn<typeof fetch>((input) => {
    if (urlOf(input).endsWith('/account/my-list')) {
      if (listRead) return new Promise(() => undefined);
      listRead = true;
      return Promise.resolve(envelopeResponse({ status: 1, data: list }));
    }
    return new Promise((resolve, reject) => {
      answer = (response) => (response instanceof Error ? reject(response) : resolve(response));
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (response: Response | Error) => answer(response) };
}

function renderButton(title: MyListTitle, cached: MyListTitle[]) {
  const view = renderRoutes([{ path: '/', element: <MyListCardButton title={title} /> }]);
  view.queryClient.setQueryData(myListKeys.list(), cached);
  return view;
}

const toggleCalls = (fetchMock: ReturnType<typeof serve>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(([input]) => urlOf(input).endsWith('/account/my-list/toggle'))
    .map(([, init]) => JSON.parse(init!.body as string) as unknown);

const ids = (list: unknown) => (list as MyListTitle[]).map((title) => `${title.type}-${title.id}`);

describe('My List button', () => {
  beforeEach(() => vi.mocked(notify).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('is a toggle named after the title, pressed while it is in My List', async () => {
    serve([film]);
    renderButton(show, [film]);
    const button = await screen.findByRole('button', { name: 'My List: The Brandts' });
    // The film of the same id is in the list, not the show.
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it("puts a film in at once, then keeps the server's answer and says its notice", async () => {
    const { fetchMock, answer } = serve([]);
    const { queryClient } = renderButton(film, []);
    const button = screen.getByRole('button', { name: 'My List: Harbour at Midnight' });
    await userEvent.click(button);
    // Before the server has answered.
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(ids(queryClient.getQueryData(myListKeys.list()))).toEqual(['0-3']);
    expect(toggleCalls(fetchMock)).toEqual([{ vod_id: 3, type: 0 }]);

    answer(
      envelopeResponse({
        status: 1,
        message: 'Added to My List',
        notice: { key: 'addedToMyList' },
        data: { in_list: true },
      }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Added to My List'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // The list is read again behind, for the whole title.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => urlOf(input).endsWith('/my-list')),
      ).not.toHaveLength(0),
    );
  });

  it('takes a show out at once and puts it back when the call fails, saying why', async () => {
    const { fetchMock, answer } = serve([film, show]);
    const { queryClient } = renderButton(show, [film, show]);
    const button = screen.getByRole('button', { name: 'My List: The Brandts' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(ids(queryClient.getQueryData(myListKeys.list()))).toEqual(['0-3']);
    expect(toggleCalls(fetchMock)).toEqual([{ vod_id: 3, type: 2 }]);

    answer(
      envelopeResponse(
        {
          status: 0,
          message: 'A kids profile cannot change the household’s profiles.',
          notice: { key: 'kidsProfileLocked' },
        },
        403,
      ),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'A kids profile cannot change the household’s profiles.',
      ),
    );
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(ids(queryClient.getQueryData(myListKeys.list()))).toEqual(['0-3', '2-3']);
  });

  it("follows the server when it answers otherwise than pressed, and says it in the viewer's language", async () => {
    await loadLanguage('pt');
    const { answer } = serve([]);
    renderButton(film, []);
    const button = screen.getByRole('button', { name: 'A minha lista: Harbour at Midnight' });
    await userEvent.click(button);
    answer(
      envelopeResponse({
        status: 1,
        message: 'Removed from My List',
        notice: { key: 'removedFromMyList' },
        data: { in_list: false },
      }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Removido da Minha lista'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
