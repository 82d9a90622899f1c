import { DAY } from '../../../clock.js';
import type { AssetLibrary, LibraryAsset, Rendition } from './live-assets.js';
import type { LiveAsset, LiveChannel } from './live-timeline.js';

/** Every channel's clock starts here, moved on by an offset of its own (`epochOf`). */
export const LIVE_EPOCH = new Date('2026-01-01T00:00:00.000Z');

/** What a channel loops when it names no media (`channels.live_assets` null or unknown). */
export const DEFAULT_ROTATION = ['demo', 'advert', 'trailer', 'advert-offer'];

/**
 * What a channel plays: its timeline and the renditions its master playlists offer. A segment
 * is written `<asset>/<file>`, relative to the rendition's playlist, so the playlists of every
 * rendition are the same text and the rendition is in the path (live-paths.ts).
 */
export interface ChannelPlan {
  timeline: LiveChannel;
  /** Lowest first. */
  renditions: Rendition[];
}

/**
 * A channel's epoch: LIVE_EPOCH plus 7,919 s per id, within a day, so that channels looping
 * the same media show different parts of it at the same instant.
 */
export function epochOf(channelId: number): Date {
  return new Date(LIVE_EPOCH.getTime() + ((channelId * 7_919_000) % DAY));
}

/**
 * The rendition of an asset played in `rendition`: its own of that name, else its highest
 * below it, else its lowest. A 720p variant thus plays the 360p segments of an asset that
 * has no 720p, after the boundary's discontinuity and init segment.
 */
export function sourceRendition(asset: LibraryAsset, rendition: Rendition): Rendition {
  const same = asset.renditions.find((own) => own.name === rendition.name);
  if (same) return same;
  const below = asset.renditions.filter((own) => own.height <= rendition.height);
  return below.at(-1) ?? asset.renditions[0]!;
}

/** The channels' plans, made once per channel and list of media and kept. */
export function createChannelSchedules(library: AssetLibrary) {
  const plans = new Map<string, ChannelPlan | undefined>();

  function assetsOf(names: readonly string[] | null): LibraryAsset[] {
    const known = (list: readonly string[]) =>
      list.flatMap((name) => (library.has(name) ? [library.get(name)!] : []));
    const own = names ? known(names) : [];
    if (own.length > 0) return own;
    const rotation = known(DEFAULT_ROTATION);
    return rotation.length > 0 ? rotation : [...library.values()];
  }

  function plan(channelId: number, assets: LibraryAsset[]): ChannelPlan | undefined {
    if (assets.length === 0) return undefined;
    return {
      timeline: { epoch: epochOf(channelId), assets: assets.map(liveAssetOf) },
      renditions: renditionsOf(assets),
    };
  }

  return {
    /** What the channel plays; undefined when the library holds no media at all. */
    planOf(channel: { id: number; liveAssets: string[] | null }): ChannelPlan | undefined {
      const assets = assetsOf(channel.liveAssets);
      const key = `${channel.id}:${assets.map((asset) => asset.id).join('/')}`;
      if (!plans.has(key)) plans.set(key, plan(channel.id, assets));
      return plans.get(key);
    },
    /** The asset a channel plays under this name, if the library has it. */
    asset: (name: string): LibraryAsset | undefined => library.get(name),
  };
}

export type ChannelSchedules = ReturnType<typeof createChannelSchedules>;

function liveAssetOf(asset: LibraryAsset): LiveAsset {
  return {
    id: asset.id,
    map: asset.map === undefined ? undefined : `${asset.id}/${asset.map}`,
    segments: asset.segments.map((segment) => ({
      uri: `${asset.id}/${segment.uri}`,
      duration: segment.duration,
    })),
  };
}

const BANDWIDTHS = new Set(['BANDWIDTH', 'AVERAGE-BANDWIDTH']);

/**
 * Every rendition any of the assets has, described as the first asset that has it describes
 * it, but with the highest BANDWIDTH and AVERAGE-BANDWIDTH of the media it plays (some of it
 * filled in from other renditions), as RFC 8216 §4.3.4.2 wants the peak of every segment.
 */
function renditionsOf(assets: LibraryAsset[]): Rendition[] {
  const named = new Map<string, Rendition>();
  for (const asset of assets) {
    for (const rendition of asset.renditions) {
      if (!named.has(rendition.name)) named.set(rendition.name, rendition);
    }
  }
  return [...named.values()]
    .sort((a, b) => a.height - b.height)
    .map((rendition) => {
      const sources = assets.map((asset) => sourceRendition(asset, rendition));
      const attributes = rendition.attributes.map(([name, value]): [string, string] => {
        if (!BANDWIDTHS.has(name)) return [name, value];
        const values = sources.map(
          (source) => Number(source.attributes.find(([key]) => key === name)?.[1]) || 0,
        );
        return [name, String(Math.max(Number(value) || 0, ...values))];
      });
      return { ...rendition, attributes };
    });
}
