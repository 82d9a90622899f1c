/** Asks the browser to fetch images now, so they show at once later. */
export function preloadImages(urls: readonly string[]): void {
  for (const url of new Set(urls)) {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
  }
}
