import type { MediaRefusalCode } from './media-refusal.js';

/**
 * What a generated path under /media/ answers: a playlist written for this request (a live
 * channel's, computed from the clock), a text written for it (a stream's seek-bar thumbnails,
 * WebVTT; `growing` while what it describes is still on air, so it is not kept), or a committed
 * file under the media folder that the path stands for (a segment or thumbnail sheet the
 * playlist or text names under its own signed folder).
 */
export type GeneratedAnswer =
  | { playlist: string }
  /** A refusal other than not found (a restreamed channel that is down). */
  | { refused: MediaRefusalCode }
  /** Bytes fetched for this request (a file of an upstream's archive). */
  | { body: Buffer; type: string }
  | { text: string; growing: boolean }
  | {
      file: string;
      /** Where the file is: the committed demo media (by default) or MEDIA_DIR (a recording). */
      root?: 'demo' | 'media';
      /** Told the file's size once it is being sent. */
      sent?: (bytes: number) => void;
    };

/** Who asked for a generated path: the device its signed URL was made for. */
export interface GeneratedRequest {
  deviceId: number;
}

/**
 * Media that another module writes on request, below a folder of /media/ (`live/`). The media
 * origin checks the signature, the device and the path first, then asks `read` for the path
 * (the whole path under /media/); undefined is a 404 with the `media_not_found` refusal.
 */
export interface GeneratedMedia {
  read(path: string, request: GeneratedRequest): Promise<GeneratedAnswer | undefined>;
}

/** The generated folders the origin serves, registered by the modules that write them. */
export function createGeneratedFolders() {
  const folders = new Map<string, GeneratedMedia>();
  return {
    /** Serves `source` for every signed path under `folder` (`live/`, with its `/`). */
    add(folder: string, source: GeneratedMedia): void {
      if (!folder.endsWith('/') || folders.has(folder)) {
        throw new Error(`"${folder}" cannot be a generated media folder`);
      }
      folders.set(folder, source);
    },
    /** The source that writes `path`, if a generated folder holds it. */
    sourceOf(path: string): GeneratedMedia | undefined {
      for (const [folder, source] of folders) if (path.startsWith(folder)) return source;
      return undefined;
    },
  };
}

export type GeneratedFolders = ReturnType<typeof createGeneratedFolders>;
