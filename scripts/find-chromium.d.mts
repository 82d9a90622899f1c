/** Debian's Chromium, or the one CHROMIUM_PATH names; null when there is none. */
export function findChromium(): string | null;
/** The flags Chromium needs on this kind of machine. */
export const chromiumArgs: string[];
