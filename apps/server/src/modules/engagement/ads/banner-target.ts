/** What a banner's in-app link shows: a movie or episode, a TV show, a season or a channel. */
export interface BannerTarget {
  kind: 'vod' | 'show' | 'season' | 'channel';
  id: number;
}

/** The web app's pages of one title or channel (apps/web's route table), by what they show. */
const TARGET_PATHS: readonly [RegExp, BannerTarget['kind']][] = [
  [/^\/movies\/(\d+)$/, 'vod'],
  [/^\/tv-shows\/episode\/(\d+)$/, 'vod'],
  [/^\/tv-shows\/(\d+)$/, 'show'],
  [/^\/play\/movie\/(\d+)$/, 'vod'],
  [/^\/play\/tv-show\/episode\/(\d+)$/, 'vod'],
  [/^\/trailer\/movie\/(\d+)$/, 'vod'],
  [/^\/trailer\/tv-show\/(\d+)$/, 'show'],
  [/^\/trailer\/tv-show\/season\/(\d+)\/episode\/\d+$/, 'season'],
  [/^\/channels\/(\d+)$/, 'channel'],
];

/**
 * The title or channel a banner's link (`target_url`) leads to, if it leads to one: its query,
 * fragment and trailing slash aside. Other pages and outside addresses lead to none.
 */
export function bannerTarget(targetUrl: string | null): BannerTarget | undefined {
  if (targetUrl === null) return undefined;
  const path = targetUrl.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  for (const [pattern, kind] of TARGET_PATHS) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined && id.length <= 9) return { kind, id: Number(id) };
  }
  return undefined;
}
