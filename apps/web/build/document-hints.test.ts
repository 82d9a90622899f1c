import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { dictionariesOf, documentHintsOf } from './document-hints';

/** A chunk of the bundle with just what the hints read. */
function chunk(fileName: string, fields: Partial<OutputChunk> & { css?: string[] }): OutputChunk {
  const { css = [], ...rest } = fields;
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    ...rest,
  } as unknown as OutputChunk;
}

const bundle = {
  'assets/index.js': chunk('assets/index.js', {
    isEntry: true,
    imports: ['assets/react.js'],
    css: ['assets/index.css'],
  }),
  'assets/react.js': chunk('assets/react.js', {}),
  'assets/shell.js': chunk('assets/shell.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/app/routes/protected-layout-route.tsx',
    imports: ['assets/react.js', 'assets/icon.js'],
    css: ['assets/shell.css'],
  }),
  'assets/icon.js': chunk('assets/icon.js', { css: ['assets/icon.css'] }),
  'assets/movie.js': chunk('assets/movie.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/app/routes/movie-route.tsx',
    imports: ['assets/icon.js', 'assets/carousel.js'],
    dynamicImports: ['assets/player.js'],
  }),
  'assets/carousel.js': chunk('assets/carousel.js', { css: ['assets/carousel.css'] }),
  'assets/player.js': chunk('assets/player.js', { isDynamicEntry: true }),
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' } as OutputAsset,
} as unknown as OutputBundle;

describe("the page hints of the web app's build", () => {
  it("lists a route's modules and what they import, less what the entry loads, once each", () => {
    const [hint] = documentHintsOf(
      [
        {
          path: '/movies/:id',
          modules: ['protected-layout-route', 'movie-route'],
          layout: 'signed-in',
        },
      ],
      bundle,
    );
    expect(hint).toEqual({
      path: '/movies/:id',
      scripts: ['/assets/shell.js', '/assets/icon.js', '/assets/movie.js', '/assets/carousel.js'],
      styles: ['/assets/shell.css', '/assets/icon.css', '/assets/carousel.css'],
      layout: 'signed-in',
    });
  });

  it('fails the build when a route names a module that has no chunk', () => {
    expect(() =>
      documentHintsOf([{ path: '/x', modules: ['renamed-route'], layout: 'signed-out' }], bundle),
    ).toThrow(/renamed-route/);
  });
});

describe('the dictionary hints', () => {
  it('list each dictionary with the chunks it imports that the entry does not load', () => {
    const withDictionaries = {
      ...bundle,
      'assets/en.js': chunk('assets/en.js', {
        isDynamicEntry: true,
        facadeModuleId: '/app/src/shared/i18n/locales/en.ts',
        imports: ['assets/index.js', 'assets/en-messages.js', 'assets/notice-texts.js'],
      }),
      'assets/en-messages.js': chunk('assets/en-messages.js', {}),
      'assets/notice-texts.js': chunk('assets/notice-texts.js', {}),
      'assets/pt-br.js': chunk('assets/pt-br.js', {
        isDynamicEntry: true,
        facadeModuleId: '/app/src/shared/i18n/locales/pt-br.ts',
        imports: ['assets/index.js'],
      }),
    } as unknown as OutputBundle;
    expect(dictionariesOf(withDictionaries)).toEqual({
      en: ['/assets/en.js', '/assets/en-messages.js', '/assets/notice-texts.js'],
      'pt-br': ['/assets/pt-br.js'],
    });
  });
});
