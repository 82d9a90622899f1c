import type { Rendition } from './live-assets.js';

/** The tallest picture a standard-definition profile plays. */
export const SD_MAX_HEIGHT = 576;

/**
 * The renditions a channel's streaming profile offers in its master playlist: an SD profile
 * (code `SD`) those up to standard definition, or the lowest when the channel has none that
 * small; any other profile (HD and up) every rendition.
 */
export function profileRenditions(code: string, renditions: Rendition[]): Rendition[] {
  if (code.trim().toUpperCase() !== 'SD') return renditions;
  const standard = renditions.filter((rendition) => rendition.height <= SD_MAX_HEIGHT);
  return standard.length > 0 ? standard : renditions.slice(0, 1);
}
