import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findSidecars, parseSidecarName } from './sidecars.js';
import { tempFolder } from './test-sources.js';

const base = 'Title (2024)';

describe('parseSidecarName', () => {
  it('reads the language and the forced flag', () => {
    expect(parseSidecarName(base, 'Title (2024).en.srt')).toEqual({
      language: 'en',
      forced: false,
    });
    expect(parseSidecarName(base, 'Title (2024).pt-BR.vtt')).toEqual({
      language: 'pt-BR',
      forced: false,
    });
    expect(parseSidecarName(base, 'Title (2024).en.forced.srt')).toEqual({
      language: 'en',
      forced: true,
    });
    expect(parseSidecarName(base, 'Title (2024).por.ASS')).toEqual({
      language: 'pt',
      forced: false,
    });
  });

  it('calls an unnamed language und', () => {
    expect(parseSidecarName(base, 'Title (2024).srt')).toEqual({ language: 'und', forced: false });
    expect(parseSidecarName(base, 'Title (2024).forced.srt')).toEqual({
      language: 'und',
      forced: true,
    });
  });

  it('leaves other files alone', () => {
    expect(parseSidecarName(base, 'Title (2024).mkv')).toBeUndefined();
    expect(parseSidecarName(base, 'Title (2024) extras.srt')).toBeUndefined();
    expect(parseSidecarName(base, 'Other (2024).en.srt')).toBeUndefined();
    expect(parseSidecarName(base, 'Title (2024).director commentary.srt')).toBeUndefined();
    expect(parseSidecarName(base, 'Title (2024).en.sdh.srt')).toBeUndefined();
  });
});

describe('findSidecars', () => {
  const folder = tempFolder('sidecars');
  afterAll(() => folder.remove());

  it('lists the subtitle files beside a video', async () => {
    for (const name of [
      'Title (2024).mkv',
      'Title (2024).en.srt',
      'Title (2024).pt-BR.forced.vtt',
      'Else.srt',
    ]) {
      writeFileSync(join(folder.path, name), '');
    }
    expect(await findSidecars(join(folder.path, 'Title (2024).mkv'))).toEqual([
      { path: join(folder.path, 'Title (2024).en.srt'), language: 'en', forced: false },
      { path: join(folder.path, 'Title (2024).pt-BR.forced.vtt'), language: 'pt-BR', forced: true },
    ]);
  });
});
