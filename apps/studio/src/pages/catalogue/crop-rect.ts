import type { Crop } from '@marquee/contract';

/** An image's size in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** The largest crop of `ratio` (width / height) centred in the image. */
export function largestCrop(image: Size, ratio: number): Crop {
  const width = Math.min(image.width, Math.floor(image.height * ratio));
  const height = Math.min(image.height, Math.round(width / ratio));
  return {
    x: Math.floor((image.width - width) / 2),
    y: Math.floor((image.height - height) / 2),
    width,
    height,
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The crop moved by (dx, dy) pixels, kept inside the image. */
export function moveCrop(crop: Crop, dx: number, dy: number, image: Size): Crop {
  return {
    ...crop,
    x: Math.round(clamp(crop.x + dx, 0, image.width - crop.width)),
    y: Math.round(clamp(crop.y + dy, 0, image.height - crop.height)),
  };
}

/**
 * The crop with a new width (its height follows the ratio), about the same centre, kept inside
 * the image and at least 16 pixels wide.
 */
export function resizeCrop(crop: Crop, width: number, ratio: number, image: Size): Crop {
  const most = largestCrop(image, ratio).width;
  const newWidth = Math.round(clamp(width, Math.min(16, most), most));
  const newHeight = Math.round(newWidth / ratio);
  const centreX = crop.x + crop.width / 2;
  const centreY = crop.y + crop.height / 2;
  return moveCrop(
    { x: centreX - newWidth / 2, y: centreY - newHeight / 2, width: newWidth, height: newHeight },
    0,
    0,
    image,
  );
}
