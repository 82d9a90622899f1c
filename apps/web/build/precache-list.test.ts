import { describe, expect, it } from 'vitest';
import { precacheListOf, workerVersionOf } from './precache-list';

describe('the files the worker keeps at install', () => {
  const bundle = [
    'index.html',
    'document-hints.json',
    'favicon.svg',
    'assets/index-3f2a.js',
    'assets/index-3f2a.js.map',
    'assets/app-1b2c.css',
    'assets/inter-9d8e.woff2',
    'assets/poster-7a6b.png',
    'assets/hls-ZVGq9AaN.js',
  ];

  it('are the hashed scripts, styles and fonts, as absolute paths', () => {
    expect(precacheListOf(bundle)).toEqual([
      '/assets/app-1b2c.css',
      '/assets/hls-ZVGq9AaN.js',
      '/assets/index-3f2a.js',
      '/assets/inter-9d8e.woff2',
    ]);
  });

  it('leave out what the exclusion names', () => {
    expect(precacheListOf(bundle, /\/hls-[^/]*\.js$/)).not.toContain('/assets/hls-ZVGq9AaN.js');
  });
});

describe('the worker’s version', () => {
  it('changes with its code and with its files, and only with them', () => {
    const version = workerVersionOf('code', ['/assets/a-1.js']);
    expect(version).toMatch(/^[\w-]{12}$/);
    expect(workerVersionOf('code', ['/assets/a-1.js'])).toBe(version);
    expect(workerVersionOf('code', ['/assets/a-2.js'])).not.toBe(version);
    expect(workerVersionOf('code 2', ['/assets/a-1.js'])).not.toBe(version);
  });
});
