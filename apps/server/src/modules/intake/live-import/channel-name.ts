// How a channel's name reads and how names are compared, shared by the channel and guide
// importers so that a list's channels and a guide's channels meet on the same key.

/**
 * The name without the notes iptv-org style lists append: a resolution ("(1080p)") and
 * bracketed remarks ("[Geo-blocked]", "[Not 24/7]"). "Juice TV (1080p) [Not 24/7]" is "Juice TV".
 */
export function channelTitle(name: string): string {
  const title = name
    .replace(/(\s*(\[[^\]]*\]|\(\d{3,4}[pi]\)))+\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  return title === '' ? name.trim() : title;
}

/** A name as compared: lower case, accents and punctuation removed, whitespace collapsed. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
