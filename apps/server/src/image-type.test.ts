import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('imageTypeOf', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(imageTypeOf(bytes(0x89, ...ascii('PNG\r\n\x1a\n'), 0, 0))).toBe('image/png');
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(imageTypeOf(bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')))).toBe(
      'image/webp',
    );
  });

  it('refuses anything else, a cut-short header, and a RIFF that is not WebP', () => {
    expect(imageTypeOf(bytes(...ascii('<svg xmlns="http://www.w3.org/2000/svg">')))).toBeNull();
    expect(imageTypeOf(bytes(...ascii('GIF89a')))).toBeNull();
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(imageTypeOf(bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVEfmt ')))).toBeNull();
    expect(imageTypeOf(bytes())).toBeNull();
  });
});
