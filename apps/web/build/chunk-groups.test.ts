import { describe, expect, it } from 'vitest';
import { appChunkOf, reach, type AppChunkRoots, type ModuleGraph } from './chunk-groups';

/** A module graph from `module: [static imports]` and `module: [dynamic imports]`. */
function graphOf(
  staticImports: Record<string, string[]>,
  dynamicImports: Record<string, string[]> = {},
): ModuleGraph {
  return {
    staticImports: (id) => staticImports[id] ?? [],
    dynamicImports: (id) => dynamicImports[id] ?? [],
  };
}

// The app in small: the entry, the sign-in and registration pages, the shell with its player
// (loaded when idle), home and two details pages.
const graph = graphOf(
  {
    main: ['router', 'i18n', 'lib:preact'],
    router: ['paths'],
    login: ['button', 'logo', 'login-form'],
    register: ['button', 'icon', 'wizard'],
    shell: ['logo', 'icon', 'top-nav', 'player-host'],
    'top-nav': ['icon', 'search-icon'],
    home: ['carousel', 'card', 'slider', 'ad', 'analytics', 'similar'],
    movie: ['carousel', 'card', 'hero', 'ad', 'analytics', 'pin', 'credits', 'similar', 'views'],
    show: ['carousel', 'card', 'hero', 'ad', 'analytics', 'pin', 'seasons', 'gallery'],
    episode: ['hero', 'pin', 'card', 'views', 'seasons'],
    credits: ['gallery'],
    carousel: ['icon', 'card'],
    hero: ['button'],
    player: ['pin', 'analytics'],
  },
  {
    main: ['login', 'register', 'shell', 'home', 'movie', 'show', 'episode'],
    'player-host': ['player'],
  },
);

const roots: AppChunkRoots = {
  entry: 'main',
  signIn: 'login',
  shell: 'shell',
  signedOut: ['login', 'register'],
  pageGroups: [
    { name: 'catalogue', pages: ['home', 'movie', 'show'] },
    { name: 'details', pages: ['movie', 'show', 'episode'] },
  ],
};

const plan = appChunkOf(graph, roots, (id) => !id.startsWith('lib:'));
const chunkOf = (id: string) => plan.get(id) ?? 'its own';

describe('the chunks of the app modules', () => {
  it('reaches modules through the imports given, the roots included', () => {
    expect([...reach(['home'], (id) => graph.staticImports(id))].sort()).toEqual(
      ['ad', 'analytics', 'card', 'carousel', 'home', 'icon', 'similar', 'slider'].sort(),
    );
  });

  it('puts what the entry imports in the start chunk, apart from the entry and libraries', () => {
    expect(chunkOf('router')).toBe('start');
    expect(chunkOf('paths')).toBe('start');
    expect(chunkOf('main')).toBe('its own');
    expect(chunkOf('lib:preact')).toBe('its own');
  });

  it('adds to the start what the sign-in page shares with the shell or the landing pages', () => {
    expect(chunkOf('logo')).toBe('start');
    expect(chunkOf('button')).toBe('start');
    expect(chunkOf('login-form')).toBe('its own');
  });

  it('gives the shell what it imports, less what a signed-out page may load', () => {
    expect(chunkOf('top-nav')).toBe('shell');
    expect(chunkOf('search-icon')).toBe('shell');
    // Registration uses the icons: they stay out, so registering never loads the shell.
    expect(chunkOf('icon')).toBe('its own');
    // The player comes later, on its own.
    expect(chunkOf('player')).toBe('its own');
  });

  it("gathers what a group's first page shares with another of its pages", () => {
    expect(chunkOf('carousel')).toBe('catalogue');
    expect(chunkOf('card')).toBe('catalogue');
    expect(chunkOf('ad')).toBe('catalogue');
    // Home and a film page, not a show's: the show's page carries it too.
    expect(chunkOf('similar')).toBe('catalogue');
    expect(chunkOf('hero')).toBe('details');
    expect(chunkOf('views')).toBe('details');
    expect(chunkOf('gallery')).toBe('details');
  });

  it("leaves what only one page imports, or what the group's first page does not", () => {
    expect(chunkOf('credits')).toBe('its own');
    expect(chunkOf('slider')).toBe('its own');
    // A show's and an episode's page, not a film's.
    expect(chunkOf('seasons')).toBe('its own');
  });

  it('lets the shell bring what it loads later and the pages import, not the player itself', () => {
    expect(chunkOf('analytics')).toBe('shell');
    expect(chunkOf('pin')).toBe('shell');
    expect(chunkOf('player')).toBe('its own');
  });

  it('never has a chunk import a module of a chunk that comes after it', () => {
    const order = ['start', 'shell', 'catalogue', 'details'];
    for (const [id, chunk] of plan) {
      for (const imported of graph.staticImports(id)) {
        const other = plan.get(imported);
        if (other)
          expect(order.indexOf(other), `${id} -> ${imported}`).toBeLessThanOrEqual(
            order.indexOf(chunk),
          );
      }
    }
  });
});
