import { api, type SaveProgressBody } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';

/**
 * Saves where playback stopped (`POST /vods/save-progress`). With `keepalive` the request
 * outlives the page, for pagehide and a hidden tab.
 */
export async function saveProgress(body: SaveProgressBody, keepalive = false): Promise<void> {
  await apiRequest(api.playback.saveProgress, { body, keepalive });
}
