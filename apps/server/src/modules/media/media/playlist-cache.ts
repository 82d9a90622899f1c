/** How long fixed media (segments, keys, VOD playlists) may be kept: a day. */
export const FIXED_MEDIA_MAX_AGE = 86_400;

/** How long an unsigned fixed playlist is kept, so that an edited one shows within a minute. */
export const PUBLIC_PLAYLIST_MAX_AGE = 60;

/**
 * The max-age of a playlist that still changes (live, or an event still growing): at most half
 * its EXT-X-TARGETDURATION, so a client reloading at the target duration (RFC 8216, 6.3.4)
 * never gets a copy older than that. Undefined for a playlist that no longer changes: one with
 * EXT-X-ENDLIST or EXT-X-PLAYLIST-TYPE:VOD, or a multivariant playlist (it names its
 * renditions and has no target duration).
 */
export function changingPlaylistMaxAge(playlist: string): number | undefined {
  if (/^#EXT-X-ENDLIST\s*$/m.test(playlist)) return undefined;
  if (/^#EXT-X-PLAYLIST-TYPE:\s*VOD\s*$/m.test(playlist)) return undefined;
  const target = /^#EXT-X-TARGETDURATION:\s*(\d+(?:\.\d+)?)\s*$/m.exec(playlist);
  if (!target) return undefined;
  return Math.floor(Number(target[1]) / 2);
}

/** The Cache-Control of a media file; `playlist` is the text of an .m3u8 file. */
export function mediaCacheControl(options: { signed: boolean; playlist?: string }): string {
  // Signed URLs belong to one device: no shared cache may keep them.
  const scope = options.signed ? 'private' : 'public';
  if (options.playlist === undefined) return `${scope}, max-age=${FIXED_MEDIA_MAX_AGE}`;
  const changing = changingPlaylistMaxAge(options.playlist);
  if (changing !== undefined) return `${scope}, max-age=${changing}`;
  return `${scope}, max-age=${options.signed ? FIXED_MEDIA_MAX_AGE : PUBLIC_PLAYLIST_MAX_AGE}`;
}
