/** A stable hue per title, so imported posters differ and stay the same across imports. */
export function titleHue(title: string): number {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}
