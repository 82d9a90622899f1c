import { describe, expect, it } from 'vitest';
import { largestCrop, moveCrop, resizeCrop } from './crop-rect';

const image = { width: 1000, height: 800 };

describe('the crop rectangle', () => {
  it('starts as the largest crop of the shape, centred', () => {
    expect(largestCrop(image, 2 / 3)).toEqual({ x: 233, y: 0, width: 533, height: 800 });
    expect(largestCrop(image, 16 / 9)).toEqual({ x: 0, y: 118, width: 1000, height: 563 });
  });

  it('moves inside the image only', () => {
    const crop = largestCrop(image, 2 / 3);
    expect(moveCrop(crop, 1000, 50, image)).toMatchObject({ x: 467, y: 0 });
    expect(moveCrop(crop, -10, 0, image)).toMatchObject({ x: 223, y: 0 });
  });

  it('resizes about its centre, keeping its shape and staying inside', () => {
    const crop = largestCrop(image, 2 / 3);
    const smaller = resizeCrop(crop, 300, 2 / 3, image);
    expect(smaller).toEqual({ x: 350, y: 175, width: 300, height: 450 });
    expect(resizeCrop(smaller, 5000, 2 / 3, image).width).toBe(533);
  });
});
