import { afterEach, describe, expect, it } from 'vitest';
import { baseKeyOf, createFocusMemory, findByFocusKey, focusKeyOf } from './focus-memory';

afterEach(() => {
  document.body.innerHTML = '';
});

const page = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};

describe('baseKeyOf', () => {
  it('reads a data-focus-key first, then a link href, an id, then tag, role and name', () => {
    page(`
      <button data-focus-key="play" id="x">Play</button>
      <a href="/movies/3">Film</a>
      <button id="retry">Retry</button>
      <button aria-label="Next">›</button>
      <div role="tab" tabindex="0"> Cast </div>
    `);
    const [keyed, link, withId, labelled, tab] = [
      ...document.body.querySelectorAll('button, a, div'),
    ];
    expect(baseKeyOf(keyed!)).toBe('key:play');
    expect(baseKeyOf(link!)).toBe('href:/movies/3');
    expect(baseKeyOf(withId!)).toBe('id:retry');
    expect(baseKeyOf(labelled!)).toBe('button::Next');
    expect(baseKeyOf(tab!)).toBe('div:tab:Cast');
  });
});

describe('focusKeyOf and findByFocusKey', () => {
  const rows = `
    <section><a href="/play/movie/1">A</a><a href="/play/movie/2">B</a></section>
    <section><a href="/play/movie/2">B</a><a href="/play/movie/3">C</a></section>
  `;

  it('tells apart one film shown in two rows by its occurrence', () => {
    const root = page(rows);
    const second = root.querySelectorAll('a[href="/play/movie/2"]')[1]!;
    expect(focusKeyOf(second, document)).toEqual({ base: 'href:/play/movie/2', index: 1 });
  });

  it('finds the same card on a page drawn again, not the old DOM node', () => {
    const root = page(rows);
    const key = focusKeyOf(root.querySelectorAll('a[href="/play/movie/2"]')[1]!, document);
    page(rows);
    const found = findByFocusKey(document, key);
    expect(found).toBe(document.querySelectorAll('a[href="/play/movie/2"]')[1]);
    expect(found?.isConnected).toBe(true);
  });

  it('falls back to the first control with the key when that occurrence is gone', () => {
    page(rows);
    page('<a href="/play/movie/2">B</a>');
    expect(findByFocusKey(document, { base: 'href:/play/movie/2', index: 1 })).toBe(
      document.querySelector('a'),
    );
  });

  it('answers null when no control has the key', () => {
    page(rows);
    expect(findByFocusKey(document, { base: 'href:/movies/9', index: 0 })).toBeNull();
  });

  it('never looks inside dialogs or the player layer, which are not the page', () => {
    page(`
      <div role="dialog"><button>Play</button></div>
      <div data-focus-layer><button>Play</button></div>
      <button>Play</button>
    `);
    const onPage = document.body.lastElementChild!;
    expect(focusKeyOf(onPage, document)).toEqual({ base: 'button::Play', index: 0 });
    expect(findByFocusKey(document, { base: 'button::Play', index: 0 })).toBe(onPage);
  });
});

describe('createFocusMemory', () => {
  it('recalls the last key remembered for a page, and nothing for a page never seen', () => {
    const memory = createFocusMemory();
    memory.remember('/', { base: 'href:/play/movie/1', index: 0 });
    memory.remember('/', { base: 'href:/play/movie/2', index: 1 });
    memory.remember('/movies/2', { base: 'button::Play', index: 0 });
    expect(memory.recall('/')).toEqual({ base: 'href:/play/movie/2', index: 1 });
    expect(memory.recall('/movies/2')).toEqual({ base: 'button::Play', index: 0 });
    expect(memory.recall('/search')).toBeNull();
  });

  it('forgets the page least recently focused once over its limit', () => {
    const memory = createFocusMemory(2);
    memory.remember('/a', { base: 'a', index: 0 });
    memory.remember('/b', { base: 'b', index: 0 });
    memory.remember('/a', { base: 'a2', index: 0 });
    memory.remember('/c', { base: 'c', index: 0 });
    expect(memory.recall('/b')).toBeNull();
    expect(memory.recall('/a')).toEqual({ base: 'a2', index: 0 });
    expect(memory.recall('/c')).toEqual({ base: 'c', index: 0 });
  });
});
