import { afterEach, describe, expect, it } from 'vitest';
import { firstInMain, moveFocus, ownsArrow } from './spatial-navigation';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Gives each element with `data-box="left top width height"` that box on screen. */
function layOut(html: string) {
  document.body.innerHTML = html;
  document.querySelectorAll<HTMLElement>('[data-box]').forEach((element) => {
    const [left, top, width, height] = element.dataset.box!.split(' ').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    element.getBoundingClientRect = () =>
      ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;
  });
}

const focused = () => document.activeElement?.textContent ?? null;
const focus = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('a, button')]
    .find((element) => element.textContent === name)!
    .focus();

const home = `
  <header>
    <a href="/" data-box="20 10 80 40">Home</a>
    <a href="/movies" data-box="120 10 80 40">Movies</a>
  </header>
  <main id="main" tabindex="-1" data-box="0 68 1280 1000">
    <a href="/movies/9" data-box="40 300 120 48">More info</a>
    <ul>
      <li><a href="/play/movie/1" data-box="40 500 200 300">Film 1</a></li>
      <li><a href="/play/movie/2" data-box="256 500 200 300">Film 2</a></li>
      <li><a href="/play/movie/3" data-box="472 500 200 300">Film 3</a></li>
      <li><a href="/play/movie/4" data-box="1300 500 200 300">Film 4</a></li>
    </ul>
    <button disabled data-box="600 300 40 40">Disabled</button>
    <div aria-hidden="true"><a href="/hidden" data-box="200 300 120 48">Hidden slide</a></div>
    <div inert><a href="/inert" data-box="400 300 120 48">Inert</a></div>
  </main>
`;

describe('moveFocus', () => {
  it('goes down from the navigation bar into the page and along a carousel', () => {
    layOut(home);
    focus('Home');
    expect(moveFocus('down')?.textContent).toBe('More info');
    moveFocus('down');
    expect(focused()).toBe('Film 1');
    moveFocus('right');
    moveFocus('right');
    expect(focused()).toBe('Film 3');
  });

  it('moves onto a card scrolled out of its carousel, which focus brings into view', () => {
    layOut(home);
    focus('Film 3');
    expect(moveFocus('right')?.textContent).toBe('Film 4');
  });

  it('skips disabled controls and those in hidden or inert parts of the page', () => {
    layOut(home);
    focus('More info');
    // In line to its right lie only a disabled button, a hidden slide and an inert link.
    expect(moveFocus('right')?.textContent).toBe('Film 2');
    focus('Film 1');
    expect(moveFocus('left')).toBeNull();
    expect(focused()).toBe('Film 1');
  });

  it('enters the page from its top when nothing has the focus', () => {
    layOut(home);
    expect(moveFocus('down')?.textContent).toBe('Home');
  });

  it('enters a focused container (the main content) at its edge', () => {
    layOut(home);
    document.getElementById('main')!.focus();
    expect(moveFocus('down')?.textContent).toBe('More info');
  });

  it('keeps the focus inside an open dialog', () => {
    layOut(`
      <a href="/movies" data-box="0 0 100 40">Behind</a>
      <div role="dialog" data-box="300 200 400 300">
        <button data-box="320 400 100 40">Cancel</button>
        <button data-box="440 400 100 40">Play</button>
      </div>
    `);
    focus('Cancel');
    expect(moveFocus('up')).toBeNull();
    expect(moveFocus('right')?.textContent).toBe('Play');
  });
});

describe('ownsArrow', () => {
  const input = (type: string) => {
    const element = document.createElement('input');
    element.type = type;
    return element;
  };

  it('leaves the sideways arrows to text fields and sliders, and up and down free', () => {
    expect(ownsArrow(input('text'), 'left')).toBe(true);
    expect(ownsArrow(input('search'), 'right')).toBe(true);
    expect(ownsArrow(input('text'), 'down')).toBe(false);
    expect(ownsArrow(input('range'), 'right')).toBe(true);
    expect(ownsArrow(input('range'), 'up')).toBe(false);
  });

  it('leaves every arrow to fields whose value or choice they change', () => {
    expect(ownsArrow(input('number'), 'up')).toBe(true);
    expect(ownsArrow(input('radio'), 'down')).toBe(true);
    expect(ownsArrow(document.createElement('textarea'), 'up')).toBe(true);
    expect(ownsArrow(document.createElement('select'), 'down')).toBe(true);
  });

  it('takes no arrow from buttons, links and check boxes', () => {
    expect(ownsArrow(document.createElement('button'), 'left')).toBe(false);
    expect(ownsArrow(document.createElement('a'), 'up')).toBe(false);
    expect(ownsArrow(input('checkbox'), 'right')).toBe(false);
  });
});

describe('firstInMain', () => {
  it("is the main content's first control on screen", () => {
    layOut(home);
    expect(firstInMain()?.textContent).toBe('More info');
  });
});
