import type { ErrorData } from 'hls.js';
import type { HlsLoader } from '@marquee/player-core/player-core';

/** The header in which the media origin names why it refused a playlist, segment or key. */
export const MEDIA_ERROR_HEADER = 'X-Media-Error';

/** The origin's code for a channel whose every upstream source is failing. */
export const CHANNEL_UNAVAILABLE_REFUSAL = 'media_channel_unavailable';

interface HeaderReader {
  getResponseHeader?: (name: string) => string | null;
  headers?: { get: (name: string) => string | null };
}

/**
 * The origin's refusal code on a load that failed, or null. hls.js hands over what answered:
 * the XMLHttpRequest of its default loader, or the fetch loader's Response.
 */
export function mediaRefusalOf(networkDetails: unknown): string | null {
  if (typeof networkDetails !== 'object' || networkDetails === null) return null;
  const answer = networkDetails as HeaderReader;
  if (typeof answer.getResponseHeader === 'function') {
    return answer.getResponseHeader(MEDIA_ERROR_HEADER) || null;
  }
  if (typeof answer.headers?.get === 'function') return answer.headers.get(MEDIA_ERROR_HEADER);
  return null;
}

/**
 * hls.js from `loader`, its instances telling `onRefusal` every refusal code the origin sends.
 * The core keeps its own recovery; this only names what the core treats as any network error.
 */
export function watchMediaRefusals(
  loader: HlsLoader,
  onRefusal: (code: string) => void,
): HlsLoader {
  return {
    supported: loader.supported,
    load: async () => {
      const module = await loader.load();
      const Hls = module.default;
      class RefusalWatchingHls extends Hls {
        constructor(...args: ConstructorParameters<typeof Hls>) {
          super(...args);
          this.on(Hls.Events.ERROR, (_event, data: ErrorData) => {
            const code = mediaRefusalOf(data.networkDetails);
            if (code) onRefusal(code);
          });
        }
      }
      return { ...module, default: RefusalWatchingHls };
    },
  };
}
